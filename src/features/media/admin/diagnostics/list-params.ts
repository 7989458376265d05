import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { listPageParam, parseListParams, type RawListParams } from "@/features/admin/list-params";
import { IMAGE_CATEGORIES } from "../../image-categories";

/**
 * Image Diagnostics' view, read from and written to the address
 * (/admin/content/image-diagnostics?category=banners&page=2). Pure; shared by
 * the page, the screen and the tests.
 */

/** The register's categories, or all of them. */
export const DIAGNOSTICS_CATEGORIES = ["all", ...IMAGE_CATEGORIES] as const;
export type DiagnosticsCategory = (typeof DIAGNOSTICS_CATEGORIES)[number];

/** Small, because every reference on a page is checked against the store when the page is read. */
export const DIAGNOSTICS_PAGE_SIZE = 25;

export interface DiagnosticsParams {
  category: DiagnosticsCategory;
  /** 1-based. */
  page: number;
}

export const DEFAULT_DIAGNOSTICS_PARAMS: DiagnosticsParams = { category: "all", page: 1 };

const schema = z.object({
  category: z.enum(DIAGNOSTICS_CATEGORIES).catch(DEFAULT_DIAGNOSTICS_PARAMS.category),
  page: listPageParam,
});

export function parseDiagnosticsParams(raw: RawListParams): DiagnosticsParams {
  return parseListParams(schema, raw);
}

export const DIAGNOSTICS_PATH = "/admin/content/image-diagnostics";

export const diagnosticsAddress = listAddress(DIAGNOSTICS_PATH, DEFAULT_DIAGNOSTICS_PARAMS);
export const diagnosticsHref = diagnosticsAddress.href;
