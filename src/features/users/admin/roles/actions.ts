"use server";

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { auditLog, rolePermissions, users } from "@/db/schema";
import { isAdmin } from "@/features/access/policy";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import type { AdminMessageKey } from "@/features/admin/messages";
import { assertUnchangedSince } from "@/features/admin/version";
import { adminUserColumns, type AdminUserRecord } from "../list-query";
import { lockAdminIds } from "../../locks";
import { lockPermissions, MATRIX_ENTITY, permissionIds, readMatrixVersion, readMemberGrants, readRoleGrants, userPermissions } from "./list-query";
import { grantChanges, MATRIX_ROLES, MEMBER_ROLES, normaliseGrants, roleChangeRefusal, sameGrants, type RoleChangeRefusal } from "./rules";
import { changeRoleSchema, saveMatrixSchema, userPermissionsSchema } from "./schemas";

/**
 * The User & Role Management screen's server functions: the
 * update_user_role_with_audit and get_user_permissions RPCs of the old site,
 * and the roles × permissions matrix. Each goes through defineAdminAction
 * with admin.users.manage; what touches the admin role, and the matrix,
 * additionally needs the admin role itself (rules.ts). Viewers are read
 * fresh on every request, so a change applies on the account's next one.
 */

const PERMISSION = "admin.users.manage" as const;

const REFUSAL_KEYS: Record<RoleChangeRefusal, AdminMessageKey> = {
  self: "adminUsers.roles.errors.self",
  same: "adminUsers.roles.errors.same",
  adminOnly: "adminUsers.roles.errors.adminOnly",
  notApproved: "adminUsers.roles.errors.notApproved",
  lastAdmin: "adminUsers.roles.errors.lastAdmin",
};

async function lockAccount(tx: Transaction, id: string): Promise<AdminUserRecord> {
  const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for("update");
  if (!row) throw new ActionFailure("not_found", "adminUsers.errors.notFound");
  return row;
}

async function transactionNow(tx: Transaction): Promise<Date> {
  const [row] = await tx.select({ now: sql`now()`.mapWith(auditLog.createdAt) }).from(users).limit(1);
  return row?.now ?? new Date();
}

/** update_user_role_with_audit: the new role, and one audit row with the old role, the new one and the note. */
export const updateUserRoleWithAudit = defineAdminAction({
  permission: PERMISSION,
  schema: changeRoleSchema,
  failureKey: "adminUsers.roles.errors.updateRole",
  async run({ targetUserId, newRole, adminNotes }, { tx, viewer }) {
    const admins = await lockAdminIds(tx);
    const target = await lockAccount(tx, targetUserId);
    const refusal = roleChangeRefusal({
      target,
      newRole,
      actor: { id: viewer.userId, isAdmin: isAdmin(viewer) },
      adminCount: admins.length,
    });
    if (refusal) throw new ActionFailure(refusal === "same" ? "conflict" : "invalid", REFUSAL_KEYS[refusal]);
    await tx.update(users).set({ role: newRole }).where(eq(users.id, targetUserId));
    return {
      data: { id: targetUserId, role: newRole },
      audit: {
        action: "user.role_change",
        entityType: "user",
        entityId: targetUserId,
        oldValues: { email: target.email, role: target.role },
        newValues: { role: newRole },
        notes: adminNotes,
      },
    };
  },
});

/** get_user_permissions: what an account holds through its role (read-only, so no audit row). */
export const getUserPermissions = defineAdminAction({
  permission: PERMISSION,
  schema: userPermissionsSchema,
  failureKey: "adminUsers.roles.errors.loadPermissions",
  async run({ userId }, { tx }) {
    return { data: await userPermissions(tx, userId), audit: [] };
  },
});

/**
 * Saves the matrix (team's column): the rows it grants are added, the rows
 * it revokes removed, and one audit row records both sides. A grant for a
 * members' class is refused by the schema (decision 036), and rows an
 * earlier matrix wrote for them are removed here, in the same audit row.
 * Admin role only: a team account trusted with users must not widen its
 * own role.
 */
export const saveRolePermissions = defineAdminAction({
  permission: PERMISSION,
  schema: saveMatrixSchema,
  failureKey: "adminUsers.roles.errors.saveMatrix",
  async run({ grants, expectedVersion, overwrite }, { tx, viewer }) {
    if (!isAdmin(viewer)) throw new ActionFailure("invalid", "adminUsers.roles.errors.matrixAdminOnly");
    await lockPermissions(tx);
    const current = await readMatrixVersion(tx);
    await assertUnchangedSince(tx, { current, expectedVersion, overwrite, ...MATRIX_ENTITY });
    const before = await readRoleGrants(tx);
    const memberLeftovers = await readMemberGrants(tx);
    const after = normaliseGrants(grants);
    const changes = grantChanges(before, after);
    if (sameGrants(before, after) && Object.keys(memberLeftovers).length === 0) {
      return { data: { grants: after, version: current.toISOString() }, audit: [] };
    }
    const ids = await permissionIds(tx, [...after.team, ...before.team]);
    for (const { role, granted, revoked } of changes) {
      if (revoked.length) {
        await tx
          .delete(rolePermissions)
          .where(and(eq(rolePermissions.role, role), inArray(rolePermissions.permissionId, revoked.map((name) => ids.get(name)!))));
      }
      if (granted.length) {
        await tx
          .insert(rolePermissions)
          .values(granted.map((name) => ({ role, permissionId: ids.get(name)! })))
          .onConflictDoNothing();
      }
    }
    if (Object.keys(memberLeftovers).length) await tx.delete(rolePermissions).where(inArray(rolePermissions.role, [...MEMBER_ROLES]));
    // The matrix's new version is its audit row's time (readMatrixVersion):
    // now() of this transaction, which the audit insert stamps too.
    const version = await transactionNow(tx);
    return {
      data: { grants: after, version: version.toISOString() },
      audit: {
        action: "permissions.update",
        ...MATRIX_ENTITY,
        oldValues: { ...Object.fromEntries(MATRIX_ROLES.map((role) => [role, before[role]])), ...memberLeftovers },
        newValues: { ...Object.fromEntries(MATRIX_ROLES.map((role) => [role, after[role]])), ...Object.fromEntries(Object.keys(memberLeftovers).map((role) => [role, []])) },
        notes: null,
      },
    };
  },
});
