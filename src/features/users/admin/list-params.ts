import { firstParam, type RawListParams } from "@/features/admin/list-params";
import { hasHiddenCharacters } from "@/features/forms/field-schemas";
import { hrefWith, listAddress } from "@/features/admin/list/address";

/**
 * The Users screen's view, read from and written to the URL
 * (/admin/users/list?filter=pending&q=ann&sort=email&dir=asc&page=2), so a
 * reload, a bookmark or the back button keeps it. Anything unknown or
 * malformed falls back to the default rather than failing: it is an address
 * bar, not a form. Pure; shared by the page, the CSV route and the screen.
 */

export const USER_FILTERS = ["all", "pending", "approved", "admin", "subscribers", "expiring"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export const USER_SORTS = ["created", "email", "lastSignIn", "subscriptionEnd"] as const;
export type UserSort = (typeof USER_SORTS)[number];
export type SortDirection = "asc" | "desc";

export const PAGE_SIZES = [25, 50, 100] as const;
export const SEARCH_MAX = 100;

export interface UserListParams {
  filter: UserFilter;
  /** Part of an email or name; "" for none. */
  q: string;
  sort: UserSort;
  dir: SortDirection;
  /** 1-based. */
  page: number;
  size: number;
}

/** Newest accounts first; names A–Z; recent sign-ins first; the soonest end first. */
export const DEFAULT_DIRECTION: Record<UserSort, SortDirection> = {
  created: "desc",
  email: "asc",
  lastSignIn: "desc",
  subscriptionEnd: "asc",
};

export const DEFAULT_LIST_PARAMS: UserListParams = { filter: "all", q: "", sort: "created", dir: "desc", page: 1, size: PAGE_SIZES[0] };

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The search text: trimmed, one line, no hidden characters, at most SEARCH_MAX characters. */
export function cleanSearch(value: string | undefined): string {
  const text = (value ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX);
  return hasHiddenCharacters(text) ? "" : text;
}

function positiveInt(value: string | undefined, fallback: number, max = 1_000_000): number {
  if (!value || !/^\d{1,7}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 && number <= max ? number : fallback;
}

export function parseUserListParams(raw: RawListParams): UserListParams {
  const sort = oneOf(firstParam(raw, "sort"), USER_SORTS, DEFAULT_LIST_PARAMS.sort);
  const size = Number(firstParam(raw, "size"));
  return {
    filter: oneOf(firstParam(raw, "filter"), USER_FILTERS, DEFAULT_LIST_PARAMS.filter),
    q: cleanSearch(firstParam(raw, "q")),
    sort,
    dir: oneOf(firstParam(raw, "dir"), ["asc", "desc"] as const, DEFAULT_DIRECTION[sort]),
    page: positiveInt(firstParam(raw, "page"), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_LIST_PARAMS.size,
  };
}

export const USERS_PATH = "/admin/users/list";

/** The view's address: defaults left out (a sort's own direction too), so the plain address is the default view. */
export const userListAddress = listAddress(USERS_PATH, DEFAULT_LIST_PARAMS, { dir: (params) => DEFAULT_DIRECTION[params.sort] });

/** A view's search parameters, defaults left out. */
export const userListEntries = userListAddress.entries;

/** The query string for a view: "" or "?…". */
export function userListQuery(params: UserListParams): string {
  return hrefWith("", userListEntries(params));
}

/** A bulk change may reach the whole list only when the view narrows it (a filter or a search). */
export function isNarrowedView(params: Pick<UserListParams, "filter" | "q">): boolean {
  return params.filter !== "all" || params.q !== "";
}

/** Pages for `total` rows: the one rule of every admin list. */
export { pageWindow } from "@/features/admin/list-params";
