import { z } from "zod";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";

/**
 * The 404 monitor's view, read from and written to the address with an `n`
 * prefix (?nq=wp-&nsort=lastSeen&npage=2), so the list can sit in a tab of
 * Technical SEO next to the redirects' `r…` parameters. Anything unknown
 * falls back to the default. Pure; shared by the page's loader and the panel.
 */

export const NOT_FOUND_SORTS = ["hits", "lastSeen", "firstSeen", "path"] as const;
export type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];

export const NOT_FOUND_PAGE_SIZE = 25;
export const NOT_FOUND_SEARCH_MAX = 100;

export interface NotFoundListParams {
  q: string;
  sort: NotFoundSort;
  page: number;
}

export const DEFAULT_NOT_FOUND_LIST_PARAMS: NotFoundListParams = { q: "", sort: "hits", page: 1 };

/** The address parameter of each part of the view. */
export const NOT_FOUND_PARAM_NAMES = { q: "nq", sort: "nsort", page: "npage" } as const;

const schema = z.object({
  q: listSearchParam(NOT_FOUND_SEARCH_MAX),
  sort: z.enum(NOT_FOUND_SORTS).catch("hits"),
  page: listPageParam,
});

export function parseNotFoundListParams(raw: RawListParams): NotFoundListParams {
  return parseListParams(schema, raw, NOT_FOUND_PARAM_NAMES);
}

/** The address of a view: the current address's other parameters kept (the screen's tab among them), the defaults left out. */
export function notFoundListSearch(params: NotFoundListParams, current: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(current);
  for (const name of Object.values(NOT_FOUND_PARAM_NAMES)) next.delete(name);
  const n = NOT_FOUND_PARAM_NAMES;
  if (params.q) next.set(n.q, params.q);
  if (params.sort !== DEFAULT_NOT_FOUND_LIST_PARAMS.sort) next.set(n.sort, params.sort);
  if (params.page !== 1) next.set(n.page, String(params.page));
  const text = next.toString();
  return text ? `?${text}` : "";
}

export function notFoundPageWindow(total: number, page: number, size = NOT_FOUND_PAGE_SIZE): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, size);
}
