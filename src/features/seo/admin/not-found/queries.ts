import "server-only";
import { getDb } from "@/db";
import { MAX_STORED_PATHS } from "../../not-found/limits.mjs";
import { parseNotFoundListParams, type NotFoundListParams } from "./list-params";
import { listNotFoundPage, type NotFoundListPage } from "./list-query";

export type { NotFoundEntry, NotFoundListPage } from "./list-query";

export interface NotFoundPanelData {
  list: NotFoundListPage;
  params: NotFoundListParams;
  maxRows: number;
}

/** What the 404 monitor tab shows for the address's view (its `n…` parameters). */
export async function loadNotFoundPanel(searchParams: URLSearchParams | Record<string, string | string[] | undefined>): Promise<NotFoundPanelData> {
  const params = parseNotFoundListParams(searchParams);
  const list = await listNotFoundPage(await getDb(), params, { maxRows: MAX_STORED_PATHS });
  return { list, params: { ...params, page: list.page }, maxRows: MAX_STORED_PATHS };
}
