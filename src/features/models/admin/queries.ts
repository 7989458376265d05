import "server-only";
import { getDb } from "@/db";
import type { ModelListParams } from "./list-params";
import { listModelsPage, type ModelListPage } from "./list-query";

export type { AdminModelRow, ModelListPage } from "./list-query";

/** What the Models list shows for a view: one page of it and its counter. */
export async function loadModelsList(params: ModelListParams): Promise<ModelListPage> {
  return listModelsPage(await getDb(), params);
}
