import "server-only";
import { getDb } from "@/db";
import { countUsers, listUsersForExport, listUsersPage, type AdminUserRow, type UserCounters, type UserListPage } from "./list-query";
import type { UserListParams } from "./list-params";

export type { AdminUserRow, SubscriptionRecord, UserCounters, UserListPage } from "./list-query";

export interface UsersScreenData {
  counters: UserCounters;
  list: UserListPage;
  /** The moment the filters were measured against. */
  now: Date;
}

/** What the Users screen shows for a view: the five counters and one page of it. */
export async function loadUsersScreen(params: UserListParams): Promise<UsersScreenData> {
  const db = await getDb();
  const now = new Date();
  const counters = await countUsers(db, now);
  const list = await listUsersPage(db, params, now);
  return { counters, list, now };
}

/** Every account of a view, in its order, for the CSV export. */
export async function exportUsers(params: UserListParams): Promise<AdminUserRow[]> {
  return listUsersForExport(await getDb(), params);
}
