import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { firstParam, listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";

/**
 * The Model applications screen's view, read from and written to the URL
 * (/admin/models/applications?status=pending&q=ann&sort=oldest&page=2), so a
 * reload, a bookmark or the back button keeps it. Anything unknown or
 * malformed falls back to the default: it is an address bar, not a form.
 * Pure; shared by the page, the screen and the bench.
 */

/** The status filter tabs: all, then the four states. */
export const APPLICATION_FILTERS = ["all", "pending", "reviewing", "approved", "rejected"] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

/** Newest first (created_at descending, the list's first order), oldest first, name A–Z. */
export const APPLICATION_SORTS = ["newest", "oldest", "name"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const APPLICATIONS_PAGE_SIZE = 25;
export const APPLICATION_SEARCH_MAX = 100;

export interface ApplicationListParams {
  status: ApplicationFilter;
  /** Part of the applicant's name; "" for none. */
  q: string;
  sort: ApplicationSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_APPLICATION_LIST_PARAMS: ApplicationListParams = { status: "all", q: "", sort: "newest", page: 1 };

const listParamsSchema = z.object({
  status: z.enum(APPLICATION_FILTERS).catch(DEFAULT_APPLICATION_LIST_PARAMS.status),
  q: listSearchParam(APPLICATION_SEARCH_MAX),
  sort: z.enum(APPLICATION_SORTS).catch(DEFAULT_APPLICATION_LIST_PARAMS.sort),
  page: listPageParam,
});

export function parseApplicationListParams(raw: RawListParams): ApplicationListParams {
  return parseListParams(listParamsSchema, raw);
}

export const APPLICATIONS_PATH = "/admin/models/applications";

/** The view's address: its parameters, defaults left out (so the plain address is the default view). */
export const applicationListAddress = listAddress(APPLICATIONS_PATH, DEFAULT_APPLICATION_LIST_PARAMS);

/** A view's search parameters, defaults left out. */
export const applicationListEntries = applicationListAddress.entries;

/** The address of a view. */
export const applicationListHref = applicationListAddress.href;

/** Pages for `total` rows (at least 1), and the page clamped into them. */
export function applicationPageWindow(total: number, page: number, size = APPLICATIONS_PAGE_SIZE): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, size);
}

const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The application whose detail dialog is open (`?open=<id>`), or null: the dialog is in the address too, so a reload keeps it open. */
export function parseOpenApplication(raw: RawListParams): string | null {
  const value = firstParam(raw, "open");
  return value && APPLICATION_ID.test(value) ? value.toLowerCase() : null;
}

/** The view with one application's dialog open. */
export function applicationDetailHref(params: ApplicationListParams, id: string): string {
  const entries = [...applicationListEntries(params), ["open", id]];
  return `${APPLICATIONS_PATH}?${new URLSearchParams(entries).toString()}`;
}
