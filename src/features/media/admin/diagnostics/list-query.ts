import type { Database, Transaction } from "@/db";
import { readListPage, type ListPage } from "@/features/admin/list/list-query";
import { countImageReferencesByCategory, isWritableReference, listImageReferences, type ImageCategory, type ImageReference } from "../../references";
import { DIAGNOSTICS_PAGE_SIZE, type DiagnosticsCategory, type DiagnosticsParams } from "./list-params";
import { checkReferences, type ReferenceCheck } from "./status";

/**
 * Image Diagnostics' reads as plain functions of a database handle, so the
 * page and the tests run the same SQL: the register's references of one
 * category, a page at a time, each with its checked status.
 */

type Db = Database | Transaction;

export interface DiagnosedReference extends ImageReference, ReferenceCheck {
  /** Its column holds one plain address that "Fix to Local" may rewrite. */
  writable: boolean;
}

export type DiagnosticsPage = ListPage<DiagnosedReference>;
export type CategoryCounters = Record<DiagnosticsCategory, number>;

export async function countReferencesByCategory(db: Db): Promise<CategoryCounters> {
  const counts = await countImageReferencesByCategory(db);
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { all, ...counts };
}

/** One page of a category's references with their statuses; `total` comes from the counters already read. */
export async function listDiagnosticsPage(db: Db, params: DiagnosticsParams, counters: CategoryCounters): Promise<DiagnosticsPage> {
  const category: ImageCategory | undefined = params.category === "all" ? undefined : params.category;
  const page = await readListPage(counters[params.category], params.page, DIAGNOSTICS_PAGE_SIZE, (window) => listImageReferences(db, { category, ...window }));
  const checks = await checkReferences(db, page.rows);
  return { ...page, rows: page.rows.map((reference, index) => ({ ...reference, ...checks[index], writable: isWritableReference(reference) })) };
}
