import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "@/db";
import { users, userSubscriptions } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { containsPattern, type ListPage } from "@/features/admin/list/list-query";
import { DAY_MS, EXPIRING_SOON_DAYS, runningSubscription } from "../subscription-dates";
import { pageWindow, type UserFilter, type UserListParams } from "./list-params";

/**
 * The Users screen's reads as plain functions of a database handle (no
 * request, no "server-only"), so the page, the CSV route, the bulk actions
 * and the benchmark (scripts/bench-users-list.ts) run the very same SQL.
 * Every filter and sort is done by PostgreSQL; only one page of rows (and
 * their subscription rows) comes back.
 */

type Db = Database | Transaction;

/** An account as the Users screen shows it (no credentials, no sessions). */
export const adminUserColumns = {
  ...columnsOf(users, ["id", "name", "email", "role", "status", "createdAt", "approvedAt", "lastSignInAt", "expiresAt", "isExclusiveMember"]),
};

export interface AdminUserRecord {
  id: string;
  name: string;
  email: string;
  role: "user" | "member" | "team" | "admin";
  status: "pending" | "approved" | "rejected";
  createdAt: Date;
  approvedAt: Date | null;
  lastSignInAt: Date | null;
  expiresAt: Date | null;
  isExclusiveMember: boolean;
}

export interface SubscriptionRecord {
  id: string;
  active: boolean;
  startsAt: Date;
  endsAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
  /** Who granted it (null once that account is deleted, or for seeded rows). */
  grantedByEmail: string | null;
}

export interface AdminUserRow extends AdminUserRecord {
  /** The subscription that counts now, or null. */
  subscription: SubscriptionRecord | null;
  /** Every subscription row of the account, newest first. */
  subscriptionHistory: SubscriptionRecord[];
}

export interface UserCounters {
  total: number;
  pending: number;
  approved: number;
  admins: number;
  subscribers: number;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Each account's running subscription end, as a derived table joined to the
 * accounts: one grouped pass over user_subscriptions per query, rather than
 * one lookup per account (the counters, the subscriber and expiring filters
 * and the subscription-end sort all read it). `runningEnd` is 'infinity' for
 * a subscription without an end; an account without a running subscription
 * has no row, so joined it reads null.
 */
function runningSubscriptions(db: Db, now: Date) {
  return db
    .select({
      userId: userSubscriptions.userId,
      runningEnd: sql<Date>`max(coalesce(${userSubscriptions.endsAt}, 'infinity'::timestamptz))`.as("running_end"),
    })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.active, true), or(isNull(userSubscriptions.endsAt), gt(userSubscriptions.endsAt, at(now)))))
    .groupBy(userSubscriptions.userId)
    .as("running");
}

type Running = ReturnType<typeof runningSubscriptions>;

function filterCondition(filter: UserFilter, running: Running, now: Date): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "pending":
      return eq(users.status, "pending");
    case "approved":
      return eq(users.status, "approved");
    case "admin":
      return eq(users.role, "admin");
    case "subscribers":
      return isNotNull(running.userId);
    case "expiring": {
      // The running subscription, or the exclusive membership, ends within EXPIRING_SOON_DAYS.
      const soon = at(new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS));
      return or(lte(running.runningEnd, soon), and(gt(users.expiresAt, at(now)), lte(users.expiresAt, soon)));
    }
  }
}


/** Part of an email or name, case-insensitive (shared with the role screen's list). */
export function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(users.email, pattern), ilike(users.name, pattern));
}

/** The WHERE of a view: its filter and its search (over the accounts joined to `running`). */
function userListWhere(params: Pick<UserListParams, "filter" | "q">, running: Running, now: Date): SQL | undefined {
  return and(filterCondition(params.filter, running, now), searchCondition(params.q));
}

/** The ORDER BY of a view; the id last, so equal values keep one order from page to page. */
function userListOrder(params: Pick<UserListParams, "sort" | "dir">, running: Running): SQL[] {
  const direction = params.dir === "asc" ? asc : desc;
  const nullsLast = (expression: SQL.Aliased | typeof users.lastSignInAt) =>
    params.dir === "asc" ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`;
  switch (params.sort) {
    case "created":
      return [direction(users.createdAt), direction(users.id)];
    case "email":
      return [direction(users.email)];
    case "lastSignIn":
      return [nullsLast(users.lastSignInAt), direction(users.id)];
    case "subscriptionEnd":
      return [nullsLast(running.runningEnd), direction(users.id)];
  }
}

/** The five counters of the screen, in one pass over the accounts. */
export async function countUsers(db: Db, now: Date = new Date()): Promise<UserCounters> {
  const running = runningSubscriptions(db, now);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${users.status} = 'pending')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${users.status} = 'approved')`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
      subscribers: sql<number>`count(${running.userId})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(running, eq(running.userId, users.id));
  return row;
}

/** Whether a view reads subscriptions (otherwise the accounts table alone answers it, and its indexes serve the sort). */
function readsSubscriptions(params: Pick<UserListParams, "filter"> & Partial<Pick<UserListParams, "sort">>): boolean {
  return params.filter === "subscribers" || params.filter === "expiring" || params.sort === "subscriptionEnd";
}

/** How many accounts a view holds. */
export async function countMatching(db: Db, params: Pick<UserListParams, "filter" | "q">, now: Date = new Date()): Promise<number> {
  const running = runningSubscriptions(db, now);
  const query = db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(users).$dynamic();
  if (readsSubscriptions(params)) query.leftJoin(running, eq(running.userId, users.id));
  const [row] = await query.where(userListWhere(params, running, now));
  return row.count;
}

/** The accounts of a view in its order (all of them, or one page), without their subscriptions. */
function selectView(db: Db, params: UserListParams, now: Date, window: { limit: number; offset?: number }) {
  const running = runningSubscriptions(db, now);
  const query = db.select(adminUserColumns).from(users).$dynamic();
  if (readsSubscriptions(params)) query.leftJoin(running, eq(running.userId, users.id));
  return query
    .where(userListWhere(params, running, now))
    .orderBy(...userListOrder(params, running))
    .limit(window.limit)
    .offset(window.offset ?? 0);
}

/**
 * The accounts of a view, locked for a bulk change (ordered by id, so two
 * bulk changes lock in the same order), at most `limit`.
 */
export async function lockView(tx: Transaction, params: Pick<UserListParams, "filter" | "q">, limit: number, now: Date = new Date()): Promise<AdminUserRecord[]> {
  const running = runningSubscriptions(tx, now);
  return tx
    .select(adminUserColumns)
    .from(users)
    .leftJoin(running, eq(running.userId, users.id))
    .where(userListWhere(params, running, now))
    .orderBy(asc(users.id))
    .limit(limit)
    .for("update", { of: users });
}

const granter = alias(users, "granter");

/** Every subscription row of these accounts, newest first, with who granted it. */
export async function subscriptionRowsOf(db: Db, userIds: readonly string[]): Promise<Map<string, SubscriptionRecord[]>> {
  const byUser = new Map<string, SubscriptionRecord[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      ...columnsOf(userSubscriptions, ["userId", "id", "active", "startsAt", "endsAt", "endedAt", "createdAt"]),
      grantedByEmail: granter.email,
    })
    .from(userSubscriptions)
    .leftJoin(granter, eq(granter.id, userSubscriptions.grantedBy))
    .where(inArray(userSubscriptions.userId, [...userIds]))
    .orderBy(desc(userSubscriptions.createdAt), desc(userSubscriptions.startsAt), desc(userSubscriptions.id));
  for (const { userId, ...row } of rows) byUser.get(userId)?.push(row);
  return byUser;
}

function withSubscriptions(records: AdminUserRecord[], subscriptions: Map<string, SubscriptionRecord[]>, now: Date): AdminUserRow[] {
  return records.map((record) => {
    const history = subscriptions.get(record.id) ?? [];
    return { ...record, subscription: runningSubscription(history, now), subscriptionHistory: history };
  });
}

export type UserListPage = ListPage<AdminUserRow>;

/** One page of the view: the matching count first, so a page past the end shows the last one. */
export async function listUsersPage(db: Db, params: UserListParams, now: Date = new Date()): Promise<UserListPage> {
  const total = await countMatching(db, params, now);
  const { page, pageCount, offset } = pageWindow(total, params.page, params.size);
  const records = await selectView(db, params, now, { limit: params.size, offset });
  const subscriptions = await subscriptionRowsOf(
    db,
    records.map((record) => record.id),
  );
  return { rows: withSubscriptions(records, subscriptions, now), total, page, pageCount };
}

/** The most rows one export writes: far above the agency's scale, low enough to keep a runaway request bounded. */
export const EXPORT_ROW_LIMIT = 50_000;

/** Every row of the view in its order, for the CSV export. */
export async function listUsersForExport(db: Db, params: UserListParams, now: Date = new Date()): Promise<AdminUserRow[]> {
  const records = await selectView(db, params, now, { limit: EXPORT_ROW_LIMIT });
  const subscriptions = new Map<string, SubscriptionRecord[]>();
  // In slices: one IN list per 1,000 accounts keeps the statement small on both drivers.
  for (let index = 0; index < records.length; index += 1000) {
    const slice = records.slice(index, index + 1000).map((record) => record.id);
    for (const [id, rows] of await subscriptionRowsOf(db, slice)) subscriptions.set(id, rows);
  }
  return withSubscriptions(records, subscriptions, now);
}
