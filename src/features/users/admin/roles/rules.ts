import { MEMBER_ROLES, PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import type { UserRole } from "@/db/schema";

/**
 * Who may change which role, and what the roles × permissions matrix may grant
 * (no self-promotion, never the last admin; decision 018). Pure, so the screen
 * offers exactly what the actions accept and the tests read the rules in one
 * place.
 */

/** Every role an account can hold (the users table's check), in the order the dialog offers them. */
export const ASSIGNABLE_ROLES = ["user", "member", "team", "admin"] as const satisfies readonly UserRole[];

/**
 * The roles the matrix edits: team only. Admins always hold every
 * permission; the members' classes (user and member, all shown as
 * "Member") hold none, and a grant for them is refused (decision 036).
 */
export const MATRIX_ROLES = ["team"] as const satisfies readonly UserRole[];
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export { isMemberRole, MEMBER_ROLES } from "@/features/access/permissions";

/**
 * The members' role an account goes to when the dialog's "Member" is chosen:
 * an exclusive member keeps the role exclusive members are created with
 * (approved at once, role member), anyone else the plain one. Both grant the same: nothing.
 */
export function memberRoleFor(account: { isExclusiveMember: boolean }): (typeof MEMBER_ROLES)[number] {
  return account.isExclusiveMember ? "member" : "user";
}

/**
 * Permissions only the admin role holds, whatever the matrix says: the
 * Security Status screen is admin-only, so it is never offered
 * to another role.
 */
export const ADMIN_ONLY_PERMISSIONS: readonly PermissionName[] = ["admin.security.view"];

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as PermissionName[];

export function isGrantable(permission: PermissionName): boolean {
  return !ADMIN_ONLY_PERMISSIONS.includes(permission);
}

export const GRANTABLE_PERMISSIONS: readonly PermissionName[] = ALL_PERMISSIONS.filter(isGrantable);

export type RoleGrants = Record<MatrixRole, PermissionName[]>;

/** Sorted, without repeats or admin-only names: two equal matrices compare equal. */
export function normaliseGrants(grants: Record<MatrixRole, readonly string[]>): RoleGrants {
  const clean = (names: readonly string[]) =>
    [...new Set(names)].filter((name): name is PermissionName => (GRANTABLE_PERMISSIONS as readonly string[]).includes(name)).sort();
  return { team: clean(grants.team) };
}

export function sameGrants(a: RoleGrants, b: RoleGrants): boolean {
  return MATRIX_ROLES.every((role) => a[role].length === b[role].length && a[role].every((name, index) => name === b[role][index]));
}

export interface GrantChange {
  role: MatrixRole;
  granted: PermissionName[];
  revoked: PermissionName[];
}

/** What a save changes, per role; roles it leaves alone are left out. */
export function grantChanges(before: RoleGrants, after: RoleGrants): GrantChange[] {
  return MATRIX_ROLES.flatMap((role) => {
    const granted = after[role].filter((name) => !before[role].includes(name));
    const revoked = before[role].filter((name) => !after[role].includes(name));
    return granted.length || revoked.length ? [{ role, granted, revoked }] : [];
  });
}

export type RoleChangeRefusal = "self" | "same" | "adminOnly" | "notApproved" | "lastAdmin";

export interface RoleChangeRequest {
  target: { id: string; role: UserRole; status: string };
  newRole: UserRole;
  actor: { id: string | null; isAdmin: boolean };
  /** Admins now, counted under the lock the change holds. */
  adminCount: number;
}

/**
 * Why a role change is refused, or null when it may go ahead:
 * - nobody changes their own role (no self-promotion, no locking yourself out);
 * - giving or taking the admin role is for admins only: a team account
 *   trusted with users cannot make admins;
 * - only approved accounts become admins;
 * - the last admin keeps the role.
 */
export function roleChangeRefusal({ target, newRole, actor, adminCount }: RoleChangeRequest): RoleChangeRefusal | null {
  if (target.id === actor.id) return "self";
  if (target.role === newRole) return "same";
  const touchesAdmin = newRole === "admin" || target.role === "admin";
  if (touchesAdmin && !actor.isAdmin) return "adminOnly";
  if (newRole === "admin" && target.status !== "approved") return "notApproved";
  if (target.role === "admin" && adminCount <= 1) return "lastAdmin";
  return null;
}
