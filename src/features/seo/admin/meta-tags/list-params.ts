import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";

/**
 * The Meta Tags Manager's view, read from and written to the URL
 * (/admin/seo/meta-tags?q=blog&sort=path&page=2), so a reload, a bookmark or
 * the back button keeps it. Anything unknown or malformed falls back to the
 * default rather than failing: it is an address bar, not a form. Pure;
 * shared by the page, the screen and the bench.
 */

/** Newest first (created_at descending, the list's first order), path A–Z, lowest page score first (the ones to fix). */
export const META_TAG_SORTS = ["newest", "path", "score"] as const;
export type MetaTagSort = (typeof META_TAG_SORTS)[number];

export const META_TAGS_PAGE_SIZE = 25;
export const META_TAG_SEARCH_MAX = 100;

export interface MetaTagListParams {
  /** Part of a path, a page title or a meta title; "" for none. */
  q: string;
  sort: MetaTagSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_META_TAG_LIST_PARAMS: MetaTagListParams = { q: "", sort: "newest", page: 1 };

const listParamsSchema = z.object({
  q: listSearchParam(META_TAG_SEARCH_MAX),
  sort: z.enum(META_TAG_SORTS).catch(DEFAULT_META_TAG_LIST_PARAMS.sort),
  page: listPageParam,
});

export function parseMetaTagListParams(raw: RawListParams): MetaTagListParams {
  return parseListParams(listParamsSchema, raw);
}

export const META_TAGS_PATH = "/admin/seo/meta-tags";

/** The view's address: its parameters, defaults left out (so the plain address is the default view). */
export const metaTagListAddress = listAddress(META_TAGS_PATH, DEFAULT_META_TAG_LIST_PARAMS);

/** A view's search parameters, defaults left out. */
export const metaTagListEntries = metaTagListAddress.entries;

/** The address of a view. */
export const metaTagListHref = metaTagListAddress.href;

/** Pages for `total` rows (at least 1), and the page clamped into them. */
export function metaTagPageWindow(total: number, page: number, size = META_TAGS_PAGE_SIZE): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, size);
}
