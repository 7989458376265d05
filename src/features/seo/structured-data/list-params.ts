import { z } from "zod";
import { hasHiddenCharacters } from "@/features/admin/field-schemas";
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

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function first(raw: RawParams, name: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(name) ?? undefined;
  const value = raw[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The search text: one line, trimmed, no hidden characters, at most STRUCTURED_DATA_SEARCH_MAX characters. */
const searchParam = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, STRUCTURED_DATA_SEARCH_MAX))
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
  q: searchParam,
  valid: z.enum(STRUCTURED_DATA_VALIDITY).catch("all"),
  type: z.enum(["all", ...STRUCTURED_DATA_TYPES]).catch("all"),
  page: pageParam,
});

export function parseStructuredDataListParams(raw: RawParams): StructuredDataListParams {
  return listParamsSchema.parse({ q: first(raw, "q") ?? "", valid: first(raw, "valid"), type: first(raw, "type"), page: first(raw, "page") });
}

/** A view's search parameters, defaults left out (so the plain address is the default view). */
export function structuredDataListEntries(params: StructuredDataListParams): [string, string][] {
  const entries: [string, string][] = [];
  if (params.q) entries.push(["q", params.q]);
  if (params.valid !== "all") entries.push(["valid", params.valid]);
  if (params.type !== "all") entries.push(["type", params.type]);
  if (params.page !== 1) entries.push(["page", String(params.page)]);
  return entries;
}

export const STRUCTURED_DATA_PATH = "/admin/seo/structured-data";

/** The address of a view. */
export function structuredDataListHref(params: StructuredDataListParams): string {
  const text = new URLSearchParams(structuredDataListEntries(params)).toString();
  return text ? `${STRUCTURED_DATA_PATH}?${text}` : STRUCTURED_DATA_PATH;
}

/** Pages for `total` rows (at least 1), and the page clamped into them. */
export function structuredDataPageWindow(total: number, page: number, size = STRUCTURED_DATA_PAGE_SIZE): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * size };
}
