/** Longest slug we generate: keeps URLs readable and well under any path limit. */
export const MAX_SLUG_LENGTH = 80;

/**
 * A URL slug from a title: ASCII-folded ("Café Crème" → "cafe-creme"),
 * lower-case, words joined by single hyphens, no leading or trailing hyphen.
 * Letters with no ASCII decomposition (ß, æ, ø, ł…) get their usual spelling.
 */
export function slugify(title: string): string {
  const folded = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæøœłđþ]/gi, (letter) => FOLDS[letter.toLowerCase()] ?? "")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .toLowerCase();
  const slug = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
}

const FOLDS: Record<string, string> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", þ: "th" };
