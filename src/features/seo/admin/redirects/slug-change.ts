/**
 * Where a renamed page used to live and where it lives now, for the 301 the
 * back office offers when a category, district or blog post slug changes.
 * Models are addressed by id (/models/{id}), so renaming one moves nothing.
 * Pure; the public routes are src/app/(public)/[slug] (categories, and
 * districts as /escorts-in-{slug}) and src/app/(public)/blog/[slug].
 */
export const SLUG_KINDS = ["category", "district", "blogPost"] as const;
export type SlugKind = (typeof SLUG_KINDS)[number];

export function publicPathFor(kind: SlugKind, slug: string): string {
  switch (kind) {
    case "category":
      return `/${slug}`;
    case "district":
      return `/escorts-in-${slug}`;
    case "blogPost":
      return `/blog/${slug}`;
  }
}
