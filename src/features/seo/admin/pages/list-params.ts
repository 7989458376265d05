import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";

/**
 * The page editor's view, read from and written to the URL
 * (/admin/seo/pages?kind=category&issue=descriptionShort&sort=score&page=2),
 * so a reload, a bookmark or the back button keeps it. Anything unknown or
 * malformed falls back to the default: it is an address bar, not a form.
 * Pure; shared by the page, the screen, the tests and the bench.
 */

/** The kinds of page (kept here, not imported from the server-only inventory, so the screen can use them). */
export const PAGE_LIST_KINDS = ["home", "list", "faq", "apply", "legal", "category", "district", "profile", "post", "other"] as const;
export type PageListKind = (typeof PAGE_LIST_KINDS)[number];

/** Path A–Z, name A–Z, lowest score first (what to fix), shortest title / description first. */
export const PAGE_SORTS = ["path", "name", "score", "titleLength", "descriptionLength"] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

/** The issue's length limits (those of the page score): titles 30–60, descriptions 120–160 characters. */
export const TITLE_RANGE = { min: 30, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 120, max: 160 } as const;

export const PAGE_ISSUES = ["titleMissing", "titleShort", "titleLong", "descriptionMissing", "descriptionShort", "descriptionLong"] as const;
export type PageIssue = (typeof PAGE_ISSUES)[number];

export const PAGES_PAGE_SIZE = 25;
export const PAGE_SEARCH_MAX = 100;

export interface PageListParams {
  /** Part of the path, the name or the title; "" for none. */
  q: string;
  kind: PageListKind | "";
  issue: PageIssue | "";
  sort: PageSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_PAGE_LIST_PARAMS: PageListParams = { q: "", kind: "", issue: "", sort: "path", page: 1 };

const listParamsSchema = z.object({
  q: listSearchParam(PAGE_SEARCH_MAX),
  kind: z.union([z.enum(PAGE_LIST_KINDS), z.literal("")]).catch(""),
  issue: z.union([z.enum(PAGE_ISSUES), z.literal("")]).catch(""),
  sort: z.enum(PAGE_SORTS).catch(DEFAULT_PAGE_LIST_PARAMS.sort),
  page: listPageParam,
});

export function parsePageListParams(raw: RawListParams): PageListParams {
  return parseListParams(listParamsSchema, raw);
}

export const PAGES_PATH = "/admin/seo/pages";

/** The view's address: its parameters, defaults left out (so the plain address is the default view). */
export const pageListAddress = listAddress(PAGES_PATH, DEFAULT_PAGE_LIST_PARAMS);

/** A view's search parameters, defaults left out. */
export const pageListEntries = pageListAddress.entries;

/** The address of a view. */
export const pageListHref = pageListAddress.href;

/** The fields the filters read: a page of the inventory, or a test's stand-in. */
export interface ListablePage {
  path: string;
  kind: PageListKind;
  label: string;
  metaTitle: string;
  metaDescription: string;
  /** The page gives no title of its own: the head shows the bare brand name. */
  titleMissing: boolean;
  score: number;
}

const length = (text: string) => text.trim().length;

/** Whether a page has an issue. Lengths are the head's (brand suffix included), as search results show them. */
export function hasIssue(page: ListablePage, issue: PageIssue): boolean {
  const title = length(page.metaTitle);
  const description = length(page.metaDescription);
  switch (issue) {
    case "titleMissing":
      return page.titleMissing || title === 0;
    case "titleShort":
      return title > 0 && title < TITLE_RANGE.min;
    case "titleLong":
      return title > TITLE_RANGE.max;
    case "descriptionMissing":
      return description === 0;
    case "descriptionShort":
      return description > 0 && description < DESCRIPTION_RANGE.min;
    case "descriptionLong":
      return description > DESCRIPTION_RANGE.max;
  }
}

function matches(page: ListablePage, q: string): boolean {
  const needle = q.toLowerCase();
  return [page.path, page.label, page.metaTitle].some((text) => text.toLowerCase().includes(needle));
}

const byPath = (a: ListablePage, b: ListablePage) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The order of a view; the path last, so equal values keep one order from page to page. */
function comparator(sort: PageSort): (a: ListablePage, b: ListablePage) => number {
  switch (sort) {
    case "path":
      return byPath;
    case "name":
      return (a, b) => a.label.localeCompare(b.label, "en-GB", { sensitivity: "base" }) || byPath(a, b);
    case "score":
      return (a, b) => a.score - b.score || byPath(a, b);
    case "titleLength":
      return (a, b) => length(a.metaTitle) - length(b.metaTitle) || byPath(a, b);
    case "descriptionLength":
      return (a, b) => length(a.metaDescription) - length(b.metaDescription) || byPath(a, b);
  }
}

export interface PageListResult<T> {
  rows: T[];
  /** Pages matching the view's search and filters. */
  total: number;
  /** The page shown (clamped into the pages there are). */
  page: number;
  pageCount: number;
}

/** One page of the view over the whole inventory: filter, order, then cut. */
export function selectPages<T extends ListablePage>(pages: readonly T[], params: PageListParams): PageListResult<T> {
  const chosen = pages.filter(
    (page) => (!params.kind || page.kind === params.kind) && (!params.issue || hasIssue(page, params.issue)) && (!params.q || matches(page, params.q)),
  );
  chosen.sort(comparator(params.sort));
  const { page, pageCount, offset } = pageWindow(chosen.length, params.page, PAGES_PAGE_SIZE);
  return { rows: chosen.slice(offset, offset + PAGES_PAGE_SIZE), total: chosen.length, page, pageCount };
}
