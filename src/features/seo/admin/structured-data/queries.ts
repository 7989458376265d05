import "server-only";
import { getDb } from "@/db";
import type { StructuredDataListParams } from "./list-params";
import { listStructuredDataPage, type StructuredDataListPage } from "./list-query";

export type { AdminStructuredData, StructuredDataListPage } from "./list-query";

/** What the Structured Data manager shows for a view: one page of rows, filtered and paged by PostgreSQL. */
export async function loadStructuredDataScreen(params: StructuredDataListParams): Promise<StructuredDataListPage> {
  return listStructuredDataPage(await getDb(), params);
}
