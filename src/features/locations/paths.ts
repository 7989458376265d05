/** District pages live at /escorts-in-{slug}, e.g. /escorts-in-mayfair. */
export const DISTRICT_PREFIX = "escorts-in-";

export function districtPath(slug: string): string {
  return `/${DISTRICT_PREFIX}${slug}`;
}

/** The district slug in a page slug ("escorts-in-mayfair" → "mayfair"), or null. */
export function districtSlugOf(pageSlug: string): string | null {
  return pageSlug.startsWith(DISTRICT_PREFIX) && pageSlug.length > DISTRICT_PREFIX.length
    ? pageSlug.slice(DISTRICT_PREFIX.length)
    : null;
}
