import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { auditLog, permissions, rolePermissions, users } from "@/db/schema";
import { PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import { pageWindow } from "../list-params";
import { adminUserColumns, searchCondition, type AdminUserRecord } from "../list-query";
import type { RoleListParams } from "./list-params";
import { ALL_PERMISSIONS, isMemberRole, MATRIX_ROLES, MEMBER_ROLES, normaliseGrants, type RoleGrants } from "./rules";

/**
 * The User & Role Management screen's reads, as plain functions of a
 * database handle so the page, the actions and the benchmark run the same
 * SQL. Paging, the role filter and the search are done by PostgreSQL.
 */

type Db = Database | Transaction;

export interface RoleListPage {
  rows: AdminUserRecord[];
  total: number;
  page: number;
  pageCount: number;
  /** Accounts per filter tab (the two members' roles together). */
  roleCounts: Record<Exclude<RoleListParams["role"], "all">, number>;
}

function roleCondition(role: RoleListParams["role"]) {
  if (role === "all") return undefined;
  return role === "members" ? inArray(users.role, [...MEMBER_ROLES]) : eq(users.role, role);
}

function roleListWhere(params: Pick<RoleListParams, "role" | "q">) {
  return and(roleCondition(params.role), searchCondition(params.q));
}

export async function listRoleAccounts(db: Db, params: RoleListParams): Promise<RoleListPage> {
  const where = roleListWhere(params);
  const [[{ total }], countRows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db.select({ role: users.role, total: count() }).from(users).groupBy(users.role),
  ]);
  const { page, pageCount, offset } = pageWindow(total, params.page, params.size);
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(params.size)
    .offset(offset);
  const roleCounts = { members: 0, team: 0, admin: 0 };
  for (const row of countRows) roleCounts[isMemberRole(row.role) ? "members" : (row.role as "team" | "admin")] += row.total;
  return { rows, total, page, pageCount, roleCounts };
}

/** What team holds now (admins hold everything; the members' classes nothing). */
export async function readRoleGrants(db: Db): Promise<RoleGrants> {
  const rows = await db
    .select({ role: rolePermissions.role, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.role, [...MATRIX_ROLES]));
  return normaliseGrants({ team: rows.filter((row) => row.role === "team").map((row) => row.name) });
}

/**
 * Rows an earlier matrix wrote for the members' classes, by role. They grant
 * nothing any more (loadViewerGrants skips them, decision 036); the next
 * save of the matrix removes them, and the screen says so meanwhile.
 */
export async function readMemberGrants(db: Db): Promise<Partial<Record<(typeof MEMBER_ROLES)[number], string[]>>> {
  const rows = await db
    .select({ role: rolePermissions.role, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.role, [...MEMBER_ROLES]));
  const byRole: Partial<Record<(typeof MEMBER_ROLES)[number], string[]>> = {};
  for (const row of rows) if (isMemberRole(row.role)) (byRole[row.role as (typeof MEMBER_ROLES)[number]] ??= []).push(row.name);
  for (const names of Object.values(byRole)) names.sort();
  return byRole;
}

/** Audit rows of the matrix are filed under this entity. */
export const MATRIX_ENTITY = { entityType: "role_permissions", entityId: "matrix" } as const;

/**
 * The matrix's version: when it was last saved (its latest audit row), or
 * the epoch for a matrix nobody has saved since the seed. Every change of
 * the matrix goes through saveRolePermissions, which writes that row.
 */
export async function readMatrixVersion(db: Db): Promise<Date> {
  const [row] = await db
    .select({ createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, MATRIX_ENTITY.entityType), eq(auditLog.entityId, MATRIX_ENTITY.entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.createdAt ?? new Date(0);
}

export interface UserPermission {
  permissionName: PermissionName;
  category: string;
}

function describe(names: readonly string[]): UserPermission[] {
  return names
    .filter((name): name is PermissionName => name in PERMISSIONS)
    .sort()
    .map((name) => ({ permissionName: name, category: PERMISSIONS[name].category }));
}

/**
 * get_user_permissions: the permission names and categories an
 * account holds through its role, read fresh. An admin holds every
 * permission; a member (either members' role) or an unknown account none.
 */
export async function userPermissions(db: Db, userId: string): Promise<UserPermission[]> {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!account) return [];
  if (account.role === "admin") return describe(ALL_PERMISSIONS);
  if (isMemberRole(account.role)) return [];
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.role, account.role));
  return describe(rows.map((row) => row.name));
}

/** The ids of the named permissions, for writing grants. */
export async function permissionIds(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Locks the permission rows: saves of the matrix then run one after another. */
export async function lockPermissions(tx: Transaction): Promise<void> {
  await tx.execute(sql`select id from ${permissions} order by id for update`);
}
