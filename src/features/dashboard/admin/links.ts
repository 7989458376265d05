import type { PermissionName } from "@/features/access/permissions";
import { adminRoute, type AdminRoutePath } from "@/features/admin/routes";
import { applicationListHref, DEFAULT_APPLICATION_LIST_PARAMS } from "@/features/applications/admin/list-params";
import { DEFAULT_REVIEW_LIST_PARAMS, reviewListHref } from "@/features/reviews/admin/list-params";
import { DEFAULT_LIST_PARAMS, userListQuery } from "@/features/users/admin/list-params";

/**
 * Where each dashboard number leads. Every count names a registry route, so
 * the permission that shows it is the screen's own (the route registry
 * decides, as for the quick actions), and its address is built by that
 * list's own address helpers, so the list opens already filtered to what
 * the number counts. Pure: the page, the queries and the tests read it.
 */

export type StatKey = "totalModels" | "pendingApplications" | "publishedBlogs" | "totalUsers";
export type TodoKey = "signUps" | "reviews" | "applications" | "securityChecks" | "unsentMail" | "failedBackups";

interface CountLink<K extends string> {
  key: K;
  route: AdminRoutePath;
  href: string;
}

/** The four stat cards: models, pending applications, published posts, users. */
export const STAT_LINKS: readonly CountLink<StatKey>[] = [
  // The list's default view is the models in use, which is what the card counts (trash left out).
  { key: "totalModels", route: "/admin/models/list", href: "/admin/models/list" },
  {
    key: "pendingApplications",
    route: "/admin/models/applications",
    href: applicationListHref({ ...DEFAULT_APPLICATION_LIST_PARAMS, status: "pending" }),
  },
  // The blog screen has no published filter: it lists every post with its state.
  { key: "publishedBlogs", route: "/admin/content/blog", href: "/admin/content/blog" },
  { key: "totalUsers", route: "/admin/users/list", href: "/admin/users/list" },
];

/**
 * What waits for someone: sign-ups to approve, reviews to moderate,
 * applications nobody has looked at, critical security checks and mail the
 * server could not send. Unsent mail has no screen of its own: Security
 * Status shows the outbox's unsent count in its mail check, so it leads there.
 */
export const TODO_LINKS: readonly CountLink<TodoKey>[] = [
  { key: "signUps", route: "/admin/users/list", href: `/admin/users/list${userListQuery({ ...DEFAULT_LIST_PARAMS, filter: "pending" })}` },
  { key: "reviews", route: "/admin/models/reviews", href: reviewListHref({ ...DEFAULT_REVIEW_LIST_PARAMS, filter: "pending" }) },
  {
    key: "applications",
    route: "/admin/models/applications",
    href: applicationListHref({ ...DEFAULT_APPLICATION_LIST_PARAMS, status: "pending" }),
  },
  { key: "securityChecks", route: "/admin/users/security", href: "/admin/users/security" },
  { key: "unsentMail", route: "/admin/users/security", href: "/admin/users/security" },
  // Backups that failed or never finished since the last good set: System Settings › Database lists them with their reasons.
  { key: "failedBackups", route: "/admin/settings", href: "/admin/settings?tab=database" },
];

/** The links of `links` whose screen the viewer may open (`may` is the viewer's permission check). */
export function linksFor<K extends string>(links: readonly CountLink<K>[], may: (permission: PermissionName) => boolean): CountLink<K>[] {
  return links.filter(({ route }) => may(adminRoute(route).permission));
}

/** Recent Activity leaves sign-ins out unless the address asks for them (?activity=all). */
export const ACTIVITY_PARAM = "activity";
export const SIGN_IN_ACTIONS: readonly string[] = ["log_admin_login"];

export function showsSignIns(raw: Record<string, string | string[] | undefined>): boolean {
  const value = raw[ACTIVITY_PARAM];
  return (Array.isArray(value) ? value[0] : value) === "all";
}
