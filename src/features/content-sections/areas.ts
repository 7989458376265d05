import type { PermissionName } from "@/features/access/permissions";

/**
 * The site_content sets edited as one accordion each (admin spec §3: keys
 * prefixed characteristics_, services_, locations_; screens 15, 16 and 18).
 * The prefix decides which rows a screen shows AND which rows its action may
 * change: the server refuses any other section (see `isSectionInArea`).
 */
export const CONTENT_AREAS = {
  characteristics: { prefix: "characteristics_", permission: "admin.models.manage" },
  services: { prefix: "services_", permission: "admin.models.manage" },
  // Locations & Geo is a local-SEO screen: district copy goes with the SEO permission.
  locations: { prefix: "locations_", permission: "admin.seo.manage" },
} as const satisfies Record<string, { prefix: string; permission: PermissionName }>;

export type ContentArea = keyof typeof CONTENT_AREAS;

export const CONTENT_AREA_NAMES = Object.keys(CONTENT_AREAS) as ContentArea[];

/** Section keys are lower-case words joined by underscores (e.g. locations_mayfair_content). */
const SECTION_KEY_RE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Whether `section` is a well-formed key of this area, with something after the prefix. */
export function isSectionInArea(section: string, area: ContentArea): boolean {
  const { prefix } = CONTENT_AREAS[area];
  return section.length <= 100 && SECTION_KEY_RE.test(section) && section.startsWith(prefix) && section.length > prefix.length;
}

/** The main heading block of an area (shown first in the editor). */
export function mainSectionOf(area: ContentArea): string {
  return `${CONTENT_AREAS[area].prefix}main_title`;
}

/**
 * A readable name for a block, from its key: "characteristics_blonde_content"
 * → "Blonde", "locations_canary_wharf_content" → "Canary wharf". The main
 * title block is named by the caller (it is translated).
 */
export function sectionLabel(section: string, area: ContentArea): string {
  const rest = section
    .slice(CONTENT_AREAS[area].prefix.length)
    .replace(/_content$/, "")
    .replace(/_/g, " ")
    .trim();
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : section;
}

/** Main title first, then the others alphabetically (the order the public pages fall back to). */
export function compareSections(area: ContentArea) {
  const main = mainSectionOf(area);
  return (a: string, b: string) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b));
}
