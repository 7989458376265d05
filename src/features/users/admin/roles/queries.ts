import "server-only";
import { getDb } from "@/db";
import { PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import type { RoleListParams } from "./list-params";
import { listRoleAccounts, readMatrixVersion, readMemberGrants, readRoleGrants, type RoleListPage, type UserPermission } from "./list-query";
import type { RoleGrants } from "./rules";

export interface RolesScreenData {
  list: RoleListPage;
  grants: RoleGrants;
  matrixVersion: string;
  /** Grants an earlier matrix gave the members' classes: inert now, removed by the next save (decision 036). */
  staleMemberGrants: number;
  /** Every permission the code knows, in the order the matrix lists them. */
  permissions: UserPermission[];
}

export async function loadRolesScreen(params: RoleListParams): Promise<RolesScreenData> {
  const db = await getDb();
  const [list, grants, version, memberGrants] = await Promise.all([
    listRoleAccounts(db, params),
    readRoleGrants(db),
    readMatrixVersion(db),
    readMemberGrants(db),
  ]);
  const permissions = (Object.keys(PERMISSIONS) as PermissionName[]).map((name) => ({ permissionName: name, category: PERMISSIONS[name].category }));
  const staleMemberGrants = Object.values(memberGrants).reduce((sum, names) => sum + names.length, 0);
  return { list, grants, matrixVersion: version.toISOString(), staleMemberGrants, permissions };
}
