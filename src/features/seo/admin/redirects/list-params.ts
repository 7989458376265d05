import { z } from "zod";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";

/**
 * The redirects list's view, read from and written to the address with an
 * `r` prefix (?rq=old&rstatus=301&ractive=yes&rsort=hits&rpage=2), so the
 * panel can sit in a tab of a screen that has parameters of its own.
 * Anything unknown falls back to the default: it is an address bar, not a
 * form. Pure; shared by the page's loader and the panel.
 */

export const REDIRECT_SORTS = ["newest", "source", "hits"] as const;
export type RedirectSort = (typeof REDIRECT_SORTS)[number];
export const REDIRECT_STATUS_FILTERS = ["all", "301", "302", "307", "410", "451"] as const;
export type RedirectStatusFilter = (typeof REDIRECT_STATUS_FILTERS)[number];
export const REDIRECT_ACTIVE_FILTERS = ["all", "yes", "no"] as const;
export type RedirectActiveFilter = (typeof REDIRECT_ACTIVE_FILTERS)[number];

export const REDIRECTS_PAGE_SIZE = 25;
export const REDIRECT_SEARCH_MAX = 100;

export interface RedirectListParams {
  q: string;
  status: RedirectStatusFilter;
  active: RedirectActiveFilter;
  sort: RedirectSort;
  page: number;
}

export const DEFAULT_REDIRECT_LIST_PARAMS: RedirectListParams = { q: "", status: "all", active: "all", sort: "newest", page: 1 };

/** The address parameter of each part of the view. */
export const REDIRECT_PARAM_NAMES = { q: "rq", status: "rstatus", active: "ractive", sort: "rsort", page: "rpage" } as const;

const schema = z.object({
  q: listSearchParam(REDIRECT_SEARCH_MAX),
  status: z.enum(REDIRECT_STATUS_FILTERS).catch("all"),
  active: z.enum(REDIRECT_ACTIVE_FILTERS).catch("all"),
  sort: z.enum(REDIRECT_SORTS).catch("newest"),
  page: listPageParam,
});

export function parseRedirectListParams(raw: RawListParams): RedirectListParams {
  return parseListParams(schema, raw, REDIRECT_PARAM_NAMES);
}

/**
 * The address of a view: the current address's other parameters kept (the
 * screen's tab among them), this panel's defaults left out.
 */
export function redirectListSearch(params: RedirectListParams, current: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(current);
  for (const name of Object.values(REDIRECT_PARAM_NAMES)) next.delete(name);
  const n = REDIRECT_PARAM_NAMES;
  const d = DEFAULT_REDIRECT_LIST_PARAMS;
  if (params.q) next.set(n.q, params.q);
  if (params.status !== d.status) next.set(n.status, params.status);
  if (params.active !== d.active) next.set(n.active, params.active);
  if (params.sort !== d.sort) next.set(n.sort, params.sort);
  if (params.page !== 1) next.set(n.page, String(params.page));
  const text = next.toString();
  return text ? `?${text}` : "";
}

export function redirectPageWindow(total: number, page: number, size = REDIRECTS_PAGE_SIZE): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, size);
}
