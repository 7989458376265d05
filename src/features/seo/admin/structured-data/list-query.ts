import { and, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { SCHEMA_TYPES, structuredData } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { containsPattern, countWhere, readListPage, type ListPage } from "@/features/admin/list/list-query";
import { STRUCTURED_DATA_PAGE_SIZE, type StructuredDataListParams } from "./list-params";
import type { StructuredDataType } from "./rules";

/**
 * The Structured Data manager's reads as plain functions of a database handle
 * (no request, no "server-only"), so the page (through queries.ts) and the
 * actions run the very same SQL. Filters, order and paging are done by
 * PostgreSQL; one page of rows comes back.
 */

type Db = Database | Transaction;

/**
 * rules.ts keeps its own copy of the types so the browser never loads the
 * schema module; this fails to compile when the two lists disagree.
 */
export type TypesAgree = [(typeof SCHEMA_TYPES)[number]] extends [StructuredDataType] ? ([StructuredDataType] extends [(typeof SCHEMA_TYPES)[number]] ? true : never) : never;
export const TYPES_AGREE: TypesAgree = true;

/** A structured_data row as the screen lists and edits it, and as the audit log records it. */
export const adminStructuredDataColumns = {
  ...columnsOf(structuredData, ["id", "pagePath", "schemaType", "schemaData", "isValid", "validationErrors", "createdAt", "updatedAt"]),
};

export interface AdminStructuredData {
  id: string;
  pagePath: string;
  schemaType: StructuredDataType;
  schemaData: Record<string, unknown>;
  isValid: boolean;
  validationErrors: string[] | null;
  createdAt: Date;
  /** The version an edit form sends back (no silent overwrites, src/features/admin/version.ts). */
  updatedAt: Date;
}

export type StructuredDataListPage = ListPage<AdminStructuredData>;


function viewCondition(params: StructuredDataListParams): SQL | undefined {
  return and(
    params.q ? ilike(structuredData.pagePath, containsPattern(params.q)) : undefined,
    params.valid === "all" ? undefined : eq(structuredData.isValid, params.valid === "valid"),
    params.type === "all" ? undefined : eq(structuredData.schemaType, params.type),
  );
}

/** One page of the view, newest first (created_at descending); the count first, so a page past the end shows the last one. */
export async function listStructuredDataPage(db: Db, params: StructuredDataListParams): Promise<StructuredDataListPage> {
  const where = viewCondition(params);
  const total = await countWhere(db, structuredData, where);
  return readListPage(total, params.page, STRUCTURED_DATA_PAGE_SIZE, ({ limit, offset }) =>
    db
      .select(adminStructuredDataColumns)
      .from(structuredData)
      .where(where)
      // The id last, so rows created in the same instant keep one order from page to page.
      .orderBy(desc(structuredData.createdAt), desc(structuredData.id))
      .limit(limit)
      .offset(offset),
  );
}

/** One row, or undefined. */
export async function readStructuredData(db: Db, id: string): Promise<AdminStructuredData | undefined> {
  const [row] = await db.select(adminStructuredDataColumns).from(structuredData).where(eq(structuredData.id, id));
  return row;
}
