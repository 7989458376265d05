import { firstParam, type RawListParams } from "@/features/admin/list-params";
import { cleanSearch, PAGE_SIZES } from "../list-params";


/**
 * The account list of the User & Role Management screen, read from and
 * written to the address (/admin/users/permissions?role=team&q=ann&page=2),
 * like the Users screen's: anything malformed falls back to the default.
 */

/** "members" is both members' roles (user and member), which the screen calls Member (decision 036). */
export const ROLE_FILTERS = ["all", "members", "team", "admin"] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

/** Addresses bookmarked before the two members' roles were one filter. */
const OLD_FILTERS: Record<string, RoleFilter> = { user: "members", member: "members" };

export interface RoleListParams {
  role: RoleFilter;
  q: string;
  /** 1-based. */
  page: number;
  size: number;
}

export const DEFAULT_ROLE_LIST_PARAMS: RoleListParams = { role: "all", q: "", page: 1, size: PAGE_SIZES[0] };

export function parseRoleListParams(raw: RawListParams): RoleListParams {
  const asked = firstParam(raw, "role");
  const role = asked && Object.hasOwn(OLD_FILTERS, asked) ? OLD_FILTERS[asked] : asked;
  const page = firstParam(raw, "page");
  const size = Number(firstParam(raw, "size"));
  return {
    role: (ROLE_FILTERS as readonly string[]).includes(role ?? "") ? (role as RoleFilter) : "all",
    q: cleanSearch(firstParam(raw, "q")),
    page: page && /^\d{1,7}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ROLE_LIST_PARAMS.size,
  };
}

/** A view's parameters as address entries, defaults left out. */
export function roleListEntries(params: RoleListParams): [string, string][] {
  const entries: [string, string][] = [];
  if (params.role !== "all") entries.push(["role", params.role]);
  if (params.q) entries.push(["q", params.q]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  if (params.size !== DEFAULT_ROLE_LIST_PARAMS.size) entries.push(["size", String(params.size)]);
  return entries;
}

/** The address of a view, defaults left out. */
export function roleListHref(params: RoleListParams): string {
  const query = new URLSearchParams(roleListEntries(params)).toString();
  return `/admin/users/permissions${query ? `?${query}` : ""}`;
}
