/** The Locations screen's tabs; "content" (the locations_* copy) is the default. */
export const LOCATION_TABS = ["content", "geo", "seo"] as const;
export type LocationTab = (typeof LOCATION_TABS)[number];

export function parseLocationTab(raw: string | string[] | undefined): LocationTab {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (LOCATION_TABS as readonly string[]).includes(value ?? "") ? (value as LocationTab) : "content";
}
