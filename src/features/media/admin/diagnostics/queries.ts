import "server-only";
import { getDb } from "@/db";
import type { DiagnosticsParams } from "./list-params";
import { countReferencesByCategory, listDiagnosticsPage, type CategoryCounters, type DiagnosticsPage } from "./list-query";

export interface DiagnosticsData {
  counters: CategoryCounters;
  list: DiagnosticsPage;
}

/** What Image Diagnostics shows for a view: the category tabs' counts and one checked page of references. */
export async function loadImageDiagnostics(params: DiagnosticsParams): Promise<DiagnosticsData> {
  const db = await getDb();
  const counters = await countReferencesByCategory(db);
  return { counters, list: await listDiagnosticsPage(db, params, counters) };
}
