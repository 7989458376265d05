import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";

/**
 * The Model reviews screen's view, read from and written to the URL
 * (/admin/models/reviews?filter=pending&q=ann&sort=rating&page=2), so a
 * reload, a bookmark or the back button keeps it. Anything unknown or
 * malformed falls back to the default rather than failing: it is an address
 * bar, not a form. Pure; shared by the page, the screen and the bench.
 */

export const REVIEW_FILTERS = ["all", "published", "pending", "featured"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Newest first (the list's first order), oldest first, highest rating first, model name A–Z. */
export const REVIEW_SORTS = ["newest", "oldest", "rating", "model"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEWS_PAGE_SIZE = 25;
export const REVIEW_SEARCH_MAX = 100;

export interface ReviewListParams {
  filter: ReviewFilter;
  /** Part of a reviewer name, a title or a model name; "" for none. */
  q: string;
  sort: ReviewSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_REVIEW_LIST_PARAMS: ReviewListParams = { filter: "all", q: "", sort: "newest", page: 1 };

const listParamsSchema = z.object({
  filter: z.enum(REVIEW_FILTERS).catch(DEFAULT_REVIEW_LIST_PARAMS.filter),
  q: listSearchParam(REVIEW_SEARCH_MAX),
  sort: z.enum(REVIEW_SORTS).catch(DEFAULT_REVIEW_LIST_PARAMS.sort),
  page: listPageParam,
});

export function parseReviewListParams(raw: RawListParams): ReviewListParams {
  return parseListParams(listParamsSchema, raw);
}

export const REVIEWS_PATH = "/admin/models/reviews";

/** The view's address: its parameters, defaults left out (so the plain address is the default view). */
export const reviewListAddress = listAddress(REVIEWS_PATH, DEFAULT_REVIEW_LIST_PARAMS);

/** A view's search parameters, defaults left out. */
export const reviewListEntries = reviewListAddress.entries;

/** The address of a view. */
export const reviewListHref = reviewListAddress.href;

/** Pages for `total` rows (at least 1), and the page clamped into them. */
export function reviewPageWindow(total: number, page: number, size = REVIEWS_PAGE_SIZE): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, size);
}
