import { z } from "zod";
import { hasHiddenCharacters } from "@/features/admin/field-schemas";

/**
 * The Model reviews screen's view, read from and written to the URL
 * (/admin/models/reviews?filter=pending&q=ann&sort=rating&page=2), so a
 * reload, a bookmark or the back button keeps it. Anything unknown or
 * malformed falls back to the default rather than failing: it is an address
 * bar, not a form. Pure; shared by the page, the screen and the bench.
 */

export const REVIEW_FILTERS = ["all", "published", "pending", "featured"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Newest first (the spec's order), oldest first, highest rating first, model name A–Z. */
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

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function first(raw: RawParams, name: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(name) ?? undefined;
  const value = raw[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The search text: one line, trimmed, no hidden characters, at most REVIEW_SEARCH_MAX characters. */
const searchParam = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, REVIEW_SEARCH_MAX))
  .transform((value) => (hasHiddenCharacters(value) ? "" : value))
  .catch("");

/** A page number as typed in an address: digits only, 1 to a million; anything else is page 1. */
const pageParam = z
  .string()
  .regex(/^\d{1,7}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(1_000_000))
  .catch(1);

const listParamsSchema = z.object({
  filter: z.enum(REVIEW_FILTERS).catch(DEFAULT_REVIEW_LIST_PARAMS.filter),
  q: searchParam,
  sort: z.enum(REVIEW_SORTS).catch(DEFAULT_REVIEW_LIST_PARAMS.sort),
  page: pageParam,
});

export function parseReviewListParams(raw: RawParams): ReviewListParams {
  return listParamsSchema.parse({
    filter: first(raw, "filter"),
    q: first(raw, "q") ?? "",
    sort: first(raw, "sort"),
    page: first(raw, "page"),
  });
}

/** A view's search parameters, defaults left out (so the plain address is the default view). */
export function reviewListEntries(params: ReviewListParams): [string, string][] {
  const entries: [string, string][] = [];
  if (params.filter !== DEFAULT_REVIEW_LIST_PARAMS.filter) entries.push(["filter", params.filter]);
  if (params.q) entries.push(["q", params.q]);
  if (params.sort !== DEFAULT_REVIEW_LIST_PARAMS.sort) entries.push(["sort", params.sort]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  return entries;
}

export const REVIEWS_PATH = "/admin/models/reviews";

/** The address of a view. */
export function reviewListHref(params: ReviewListParams): string {
  const text = new URLSearchParams(reviewListEntries(params)).toString();
  return text ? `${REVIEWS_PATH}?${text}` : REVIEWS_PATH;
}

/** Pages for `total` rows (at least 1), and the page clamped into them. */
export function reviewPageWindow(total: number, page: number, size = REVIEWS_PAGE_SIZE): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * size };
}
