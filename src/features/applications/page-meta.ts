import type { PageMetaInput } from "@/features/seo/metadata-core";

/** /apply's head and hero, shared by the page and the page inventory (src/features/seo-pages). */
export const APPLY_PAGE = {
  path: "/apply",
  title: "Apply to join Velvet",
  description: "Apply to join our London agency as a companion: a short, private application reviewed personally by our team.",
  keywords: ["apply", "join", "companion", "London"],
} as const;

export function applyPageMetaInput(): PageMetaInput {
  return { ...APPLY_PAGE };
}
