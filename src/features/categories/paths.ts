/** Category pages live at /{slug}, e.g. /blonde-escorts. */
export function categoryPath(slug: string): string {
  return `/${slug}`;
}
