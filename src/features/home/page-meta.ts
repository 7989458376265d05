import type { PageMetaInput } from "@/features/seo/metadata-core";

/** The home page's head: Global SEO's title (else the brand), description and keywords. Shared with the page inventory (src/features/seo/admin/pages). */
export function homeMetaInput(seo: { title: string; description: string; keywords: readonly string[] }, brandName: string): PageMetaInput {
  return { path: "/", title: seo.title || brandName, description: seo.description, keywords: seo.keywords };
}
