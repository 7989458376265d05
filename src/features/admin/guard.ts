import "server-only";
import { forbidden, redirect } from "next/navigation";
import { hasPermission, type Viewer } from "@/features/access/policy";
import { getViewer } from "@/features/access/viewer";
import { needsTwoFactorSetUp } from "@/features/auth/two-factor/requirement";
import { TWO_FACTOR_SETUP_PATH } from "@/features/auth/two-factor/rules";
import { adminRoute, fillPath, type AdminRoutePath, type RouteParams } from "./routes";

/**
 * First line of every admin page: `await requireAdminPage("/admin/content/faq")`,
 * or `await requireAdminPage("/admin/models/edit/[id]", params)` for a dynamic route.
 * The permission comes from the route registry (routes.ts), so the page, the
 * sidebar and the tests cannot disagree. Signed-out visitors go to /auth (and
 * come back: a dynamic route passes its `params` so the address is filled in);
 * signed-in users without the permission get the 403 "Access Denied" page
 * (src/app/admin/forbidden.tsx); an admin without two-factor, while it is
 * required, goes to set it up. Layouts and the proxy never decide this.
 */
export async function requireAdminPage(path: AdminRoutePath, params?: Promise<RouteParams>): Promise<Viewer> {
  const { permission } = adminRoute(path);
  const viewer = await getViewer();
  if (!viewer.userId) redirect(`/auth?next=${encodeURIComponent(fillPath(path, params ? await params : {}))}`);
  if (!hasPermission(viewer, permission)) forbidden();
  // Admins may be required to use two-factor sign-in (System Settings › Security).
  if (await needsTwoFactorSetUp(viewer)) redirect(TWO_FACTOR_SETUP_PATH);
  return viewer;
}
