/** Category pages live at /{slug}, e.g. /blonde-escorts (decisions.md, "Product and routes"). */
export function categoryPath(slug: string): string {
  return `/${slug}`;
}
