import type { PageMetaInput } from "@/features/seo/metadata-core";

/**
 * /apply's head and hero, shared by the page and the page inventory (src/features/seo/admin/pages).
 * The form recruits companions, not members: its name says so wherever it is
 * linked (the nav's "For companions"), so a would-be member is not led here.
 */
export const APPLY_PAGE = {
  path: "/apply",
  title: "Apply to join Velvet as a companion",
  description: "For companions: apply to be introduced through our London agency. A short, private application, reviewed personally by our team.",
  keywords: ["companion application", "work as a companion", "London agency", "apply"],
} as const;

/** The page's short name: its breadcrumb and its row in the page editor, as the nav labels it. */
export const APPLY_PAGE_NAME = "For companions";

export function applyPageMetaInput(): PageMetaInput {
  return { ...APPLY_PAGE };
}
