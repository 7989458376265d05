import type { ActionResult } from "@/features/admin/action";
import type { MetadataContext, PageMetaInput, PageSeoOverride } from "../../metadata-core";
import { missedSeoChecks, pageHead, pageSeoScoreDetail, type PageHead, type PageSeoScoreDetail, type SeoCheck } from "../page-score";
import { normalisePagePath } from "../../meta-tags/rules";

/**
 * The Meta Tags dialog's "SEO score" tab: the page score every SEO screen
 * shows (src/features/seo/admin/page-score.ts), over the head the page will have
 * once the typed tags are saved. Pure: see head-score.test.ts.
 */

/** The page's own head input and the site's head context, read by the server for one path (features/seo/admin/pages/head-actions.ts). */
export interface PageHeadBase {
  /** The page's own input; null when no listed public page answers at the path (the row alone makes its head). */
  input: Omit<PageMetaInput, "image"> | null;
  context: Omit<MetadataContext, "override">;
}

/** The server action that reads a PageHeadBase, handed to the dialog by the Meta Tags page. */
export type ReadPageHeadBase = (input: { pagePath: string }) => Promise<ActionResult<PageHeadBase>>;

/** The dialog's fields the head reads, as typed. */
export interface TypedTags {
  pagePath: string;
  pageTitle: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  metaRobots: string;
  ogTitle: string;
  ogDescription: string;
  twitterTitle: string;
  twitterDescription: string;
}

const orNull = (text: string) => text.trim() || null;

/** The override the typed tags will be once saved (the actions store text trimmed and keywords without blanks). */
function overrideOf(tags: TypedTags): PageSeoOverride {
  return {
    metaTitle: tags.metaTitle.trim(),
    metaDescription: tags.metaDescription.trim(),
    keywords: tags.keywords.map((keyword) => keyword.trim()).filter(Boolean),
    ogTitle: orNull(tags.ogTitle),
    ogDescription: orNull(tags.ogDescription),
    ogImage: null,
    twitterTitle: orNull(tags.twitterTitle),
    twitterDescription: orNull(tags.twitterDescription),
    twitterImage: null,
    metaRobots: tags.metaRobots,
  };
}

export interface TypedTagsScore extends PageSeoScoreDetail {
  head: PageHead;
  missed: SeoCheck[];
}

/**
 * The head the page will show with these tags (the page's own input under
 * them, or for a path no page answers at, the page title typed here) and its
 * score: what the list, the page editor, SEO Performance and the dashboard
 * will show for the page once saved.
 */
export function scoreTypedTags(base: PageHeadBase, tags: TypedTags): TypedTagsScore {
  const path = normalisePagePath(tags.pagePath);
  const input: PageMetaInput = base.input ?? { path, title: tags.pageTitle.trim() };
  const head = pageHead(input, { ...base.context, override: overrideOf(tags) });
  return { ...pageSeoScoreDetail(head), head, missed: missedSeoChecks(head) };
}
