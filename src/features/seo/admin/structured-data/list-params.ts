import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";
import { STRUCTURED_DATA_TYPES, type StructuredDataType } from "./rules";

/**
 * The Structured Data manager's view, read from and written to the URL
 * (/admin/seo/structured-data?q=faq&valid=invalid&type=FAQ&page=2), so a
 * reload, a bookmark or the back button keeps it. Anything unknown or
 * malformed falls back to the default rather than failing: it is an address
 * bar, not a form. Pure; shared by the page and the screen. Shaped like the
 * Meta Tags Manager's (../meta-tags/list-params.ts).
 */

export const STRUCTURED_DATA_VALIDITY = ["all", "valid", "invalid"] as const;
export type StructuredDataValidity = (typeof STRUCTURED_DATA_VALIDITY)[number];

export const STRUCTURED_DATA_PAGE_SIZE = 25;
export const STRUCTURED_DATA_SEARCH_MAX = 100;

export interface StructuredDataListParams {
  /** Part of a path; "" for none. */
  q: string;
  valid: StructuredDataValidity;
  /** One schema type, or "all". */
  type: StructuredDataType | "all";
  /** 1-based. */
  page: number;
}

export const DEFAULT_STRUCTURED_DATA_LIST_PARAMS: StructuredDataListParams = { q: "", valid: "all", type: "all", page: 1 };

const listParamsSchema = z.object({
  q: listSearchParam(STRUCTURED_DATA_SEARCH_MAX),
  valid: z.enum(STRUCTURED_DATA_VALIDITY).catch("all"),
  type: z.enum(["all", ...STRUCTURED_DATA_TYPES]).catch("all"),
  page: listPageParam,
});

export function parseStructuredDataListParams(raw: RawListParams): StructuredDataListParams {
  return parseListParams(listParamsSchema, raw);
}

export const STRUCTURED_DATA_PATH = "/admin/seo/structured-data";

/** The view's address: its parameters, defaults left out (so the plain address is the default view). */
export const structuredDataListAddress = listAddress(STRUCTURED_DATA_PATH, DEFAULT_STRUCTURED_DATA_LIST_PARAMS);

/** A view's search parameters, defaults left out. */
export const structuredDataListEntries = structuredDataListAddress.entries;

/** The address of a view. */
export const structuredDataListHref = structuredDataListAddress.href;

/** Pages for `total` rows (at least 1), and the page clamped into them. */
export function structuredDataPageWindow(total: number, page: number, size = STRUCTURED_DATA_PAGE_SIZE): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, size);
}
