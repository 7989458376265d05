import "server-only";
import { forbidden, redirect } from "next/navigation";
import { hasPermission, type Viewer } from "@/features/access/policy";
import { getViewer } from "@/features/access/viewer";
import { adminRoute, fillPath, type AdminRoutePath, type RouteParams } from "./routes";

/**
 * First line of every admin page: `await requireAdminPage("/admin/content/faq")`,
 * or `await requireAdminPage("/admin/models/edit/[id]", params)` for a dynamic route.
 * The permission comes from the route registry (routes.ts), so the page, the
 * sidebar and the tests cannot disagree. Signed-out visitors go to /auth (and
 * come back: a dynamic route passes its `params` so the address is filled in);
 * signed-in users without the permission get the 403 "Access Denied" page
 * (src/app/admin/forbidden.tsx). Layouts and the proxy never decide this.
 */
export async function requireAdminPage(path: AdminRoutePath, params?: Promise<RouteParams>): Promise<Viewer> {
  const { permission } = adminRoute(path);
  const viewer = await getViewer();
  if (!viewer.userId) redirect(`/auth?next=${encodeURIComponent(fillPath(path, params ? await params : {}))}`);
  if (!hasPermission(viewer, permission)) forbidden();
  return viewer;
}
