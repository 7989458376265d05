import "server-only";
import { forbidden, redirect } from "next/navigation";
import { hasPermission, type Viewer } from "@/features/access/policy";
import type { PermissionName } from "@/features/access/permissions";
import { getViewer } from "@/features/access/viewer";

/**
 * First line of every admin page: signed-out visitors go to /auth (and come
 * back), signed-in users without the permission get the 403 "Access Denied"
 * page (src/app/admin/forbidden.tsx). Layouts and the proxy never decide this.
 */
export async function requireAdminPage(permission: PermissionName, path: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer.userId) redirect(`/auth?next=${encodeURIComponent(path)}`);
  if (!hasPermission(viewer, permission)) forbidden();
  return viewer;
}
