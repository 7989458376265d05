import { CONTENT_OWNERS, ownsKey, readableKey } from "@/features/site-content/registry";

/**
 * The site_content sets edited as one accordion each (keys
 * prefixed characteristics_, services_, locations_, one screen each).
 * Their prefixes and permissions are the key registry's
 * (src/features/site-content/registry.ts), which also decides which rows an
 * area's action may change.
 */
export const CONTENT_AREAS = {
  characteristics: { prefix: CONTENT_OWNERS.characteristics.prefixes[0], permission: CONTENT_OWNERS.characteristics.permission },
  services: { prefix: CONTENT_OWNERS.services.prefixes[0], permission: CONTENT_OWNERS.services.permission },
  locations: { prefix: CONTENT_OWNERS.locations.prefixes[0], permission: CONTENT_OWNERS.locations.permission },
} as const;

export type ContentArea = keyof typeof CONTENT_AREAS;

export const CONTENT_AREA_NAMES = Object.keys(CONTENT_AREAS) as ContentArea[];

/** Whether `section` is a well-formed key of this area, with something after the prefix. */
export function isSectionInArea(section: string, area: ContentArea): boolean {
  return ownsKey(area, section);
}

/** The main heading block of an area (shown first in the editor). */
export function mainSectionOf(area: ContentArea): string {
  return `${CONTENT_AREAS[area].prefix}main_title`;
}

/**
 * A readable name for a block, from its key: "characteristics_blonde_content"
 * → "Blonde", "locations_canary_wharf_content" → "Canary wharf": the key
 * registry's fallback for a block without a translated label.
 */
export function sectionLabel(section: string, _area: ContentArea): string {
  return readableKey(section);
}

/** Main title first, then the others alphabetically (the order the public pages fall back to). */
export function compareSections(area: ContentArea) {
  const main = mainSectionOf(area);
  return (a: string, b: string) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b));
}
