import { z } from "zod";
import { hasHiddenCharacters } from "@/features/admin/field-schemas";

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

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function first(raw: RawParams, name: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(name) ?? undefined;
  const value = raw[name];
  return Array.isArray(value) ? value[0] : value;
}

const schema = z.object({
  q: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, REDIRECT_SEARCH_MAX))
    .transform((value) => (hasHiddenCharacters(value) ? "" : value))
    .catch(""),
  status: z.enum(REDIRECT_STATUS_FILTERS).catch("all"),
  active: z.enum(REDIRECT_ACTIVE_FILTERS).catch("all"),
  sort: z.enum(REDIRECT_SORTS).catch("newest"),
  page: z.string().regex(/^\d{1,7}$/).transform(Number).pipe(z.number().int().min(1).max(1_000_000)).catch(1),
});

export function parseRedirectListParams(raw: RawParams): RedirectListParams {
  const n = REDIRECT_PARAM_NAMES;
  return schema.parse({ q: first(raw, n.q) ?? "", status: first(raw, n.status), active: first(raw, n.active), sort: first(raw, n.sort), page: first(raw, n.page) });
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

export function redirectPageWindow(total: number, page: number, size = REDIRECTS_PAGE_SIZE): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * size };
}
