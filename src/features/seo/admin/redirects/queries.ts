import "server-only";
import { getDb } from "@/db";
import { parseRedirectListParams, type RedirectListParams } from "./list-params";
import { listRedirectsPage, type RedirectListPage } from "./list-query";

export type { AdminRedirect, RedirectListPage } from "./list-query";

export interface RedirectsPanelData {
  list: RedirectListPage;
  params: RedirectListParams;
}

/**
 * What the Redirects panel shows for the address's view (its `r…`
 * parameters). The page that mounts the panel calls this with its
 * searchParams and passes the result as the panel's props:
 *
 *   const data = await loadRedirectsPanel(await searchParams);
 *   <RedirectsPanel {...data} />
 */
export async function loadRedirectsPanel(searchParams: URLSearchParams | Record<string, string | string[] | undefined>): Promise<RedirectsPanelData> {
  const params = parseRedirectListParams(searchParams);
  const list = await listRedirectsPage(await getDb(), params);
  return { list, params: { ...params, page: list.page } };
}
