import "server-only";
import { getDb } from "@/db";
import { PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import type { RoleListParams } from "./list-params";
import { listRoleAccounts, readMatrixVersion, readRoleGrants, type RoleListPage, type UserPermission } from "./list-query";
import type { RoleGrants } from "./rules";

export interface RolesScreenData {
  list: RoleListPage;
  grants: RoleGrants;
  matrixVersion: string;
  /** Every permission the code knows, in the order the matrix lists them. */
  permissions: UserPermission[];
}

export async function loadRolesScreen(params: RoleListParams): Promise<RolesScreenData> {
  const db = await getDb();
  const [list, grants, version] = await Promise.all([listRoleAccounts(db, params), readRoleGrants(db), readMatrixVersion(db)]);
  const permissions = (Object.keys(PERMISSIONS) as PermissionName[]).map((name) => ({ permissionName: name, category: PERMISSIONS[name].category }));
  return { list, grants, matrixVersion: version.toISOString(), permissions };
}
