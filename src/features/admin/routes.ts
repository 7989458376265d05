import type { PermissionName } from "@/features/access/permissions";

/**
 * The admin route registry: every screen of the back office,
 * ONE list read by the page guard (`requireAdminPage`), the sidebar, the
 * dashboard's quick actions and the tests (the guard test walks
 * src/app/admin/** and the end-to-end route loop visits every entry).
 *
 * Plain data with type-only imports, so scripts and Playwright can read it.
 * A new screen starts here: add its row, then its page (docs/admin-guide.md).
 */

export type AdminNavGroupKey = "dashboard" | "seo" | "content" | "models" | "locations" | "users" | "settings";

export interface AdminRoute {
  /** The URL, with `[param]` segments as in the app folder (`/admin/models/edit/[id]`). */
  path: string;
  /** What the page guard checks; the sidebar hides the link without it. */
  permission: PermissionName;
  /** Message key under adminShell.nav.items: the sidebar label and the page title. */
  titleKey: string;
  /** Sidebar group, or null for screens reached from another screen (edit forms). */
  navGroup: AdminNavGroupKey | null;
  /** Sidebar link active only on this exact path, not on its sub-paths. */
  exact?: boolean;
  /** Only redirects to another screen (after its guard): the route loop expects a redirect for permitted viewers. */
  redirectsTo?: string;
  /**
   * What the 403 page says is missing for this screen (adminShell.forbidden.texts) instead of the general "access this
   * page". The screens' own texts, word for word: "You don't have permission to manage users."
   * follows the general wording; the security screen keeps "Access denied. Admin privileges required."
   */
  deniedText?: "manageUsers" | "adminOnly";
}

export const ADMIN_ROUTES = [
  { path: "/admin", permission: "admin.dashboard.view", titleKey: "dashboard", navGroup: "dashboard", exact: true },

  { path: "/admin/seo/global", permission: "admin.seo.manage", titleKey: "seoGlobal", navGroup: "seo" },
  { path: "/admin/seo/meta-tags", permission: "admin.seo.manage", titleKey: "seoMetaTags", navGroup: "seo" },
  { path: "/admin/seo/pages", permission: "admin.seo.manage", titleKey: "seoPages", navGroup: "seo" },
  { path: "/admin/seo/structured-data", permission: "admin.seo.manage", titleKey: "seoStructuredData", navGroup: "seo" },
  { path: "/admin/seo/technical", permission: "admin.seo.manage", titleKey: "seoTechnical", navGroup: "seo" },
  { path: "/admin/seo/performance", permission: "admin.seo.manage", titleKey: "seoPerformance", navGroup: "seo" },

  { path: "/admin/content", permission: "admin.content.manage", titleKey: "contentHomepage", navGroup: null, redirectsTo: "/admin/content/homepage" },
  { path: "/admin/content/homepage", permission: "admin.content.manage", titleKey: "contentHomepage", navGroup: "content" },
  { path: "/admin/content/layout", permission: "admin.content.manage", titleKey: "contentLayout", navGroup: null },
  { path: "/admin/content/blog", permission: "admin.content.manage", titleKey: "contentBlog", navGroup: "content" },
  { path: "/admin/content/site", permission: "admin.content.manage", titleKey: "contentSite", navGroup: "content" },
  { path: "/admin/content/faq", permission: "admin.content.manage", titleKey: "contentFaq", navGroup: "content" },
  { path: "/admin/content/gallery", permission: "admin.models.manage", titleKey: "contentGallery", navGroup: "content" },
  { path: "/admin/content/image-diagnostics", permission: "admin.images.manage", titleKey: "contentImageDiagnostics", navGroup: "content" },
  { path: "/admin/content/image-audit-report", permission: "admin.images.manage", titleKey: "contentImageAudit", navGroup: "content" },
  { path: "/admin/content/bulk-migration", permission: "admin.images.manage", titleKey: "contentBulkMigration", navGroup: "content" },

  { path: "/admin/models/list", permission: "admin.models.manage", titleKey: "modelsList", navGroup: "models" },
  { path: "/admin/models/new", permission: "admin.models.manage", titleKey: "modelsNew", navGroup: "models" },
  { path: "/admin/models/edit/[id]", permission: "admin.models.manage", titleKey: "modelsEdit", navGroup: null },
  { path: "/admin/models/applications", permission: "admin.applications.manage", titleKey: "modelsApplications", navGroup: "models" },
  { path: "/admin/models/characteristics", permission: "admin.models.manage", titleKey: "modelsCharacteristics", navGroup: "models" },
  { path: "/admin/models/services", permission: "admin.models.manage", titleKey: "modelsServices", navGroup: "models" },
  { path: "/admin/models/reviews", permission: "admin.reviews.manage", titleKey: "modelsReviews", navGroup: "models" },

  { path: "/admin/locations", permission: "admin.seo.manage", titleKey: "locationsList", navGroup: null, redirectsTo: "/admin/locations/list" },
  { path: "/admin/locations/list", permission: "admin.seo.manage", titleKey: "locationsList", navGroup: "locations" },
  { path: "/admin/locations/seo", permission: "admin.seo.manage", titleKey: "locationsSeo", navGroup: "locations" },

  { path: "/admin/users/list", permission: "admin.users.manage", titleKey: "usersList", navGroup: "users", deniedText: "manageUsers" },
  { path: "/admin/users/permissions", permission: "admin.users.manage", titleKey: "usersPermissions", navGroup: "users", deniedText: "manageUsers" },
  { path: "/admin/users/security", permission: "admin.security.view", titleKey: "usersSecurity", navGroup: "users", deniedText: "adminOnly" },
  { path: "/admin/users/audit", permission: "admin.audit.view", titleKey: "usersAudit", navGroup: "users" },

  { path: "/admin/settings", permission: "admin.settings.manage", titleKey: "settingsOverview", navGroup: "settings", exact: true },
  { path: "/admin/settings/theme", permission: "admin.settings.manage", titleKey: "settingsTheme", navGroup: "settings" },
  { path: "/admin/settings/categories", permission: "admin.settings.manage", titleKey: "settingsCategories", navGroup: "settings" },
  { path: "/admin/settings/legal", permission: "admin.settings.manage", titleKey: "settingsLegal", navGroup: "settings" },

  // Any other /admin address: the dashboard's guard first (a visitor or member learns
  // nothing about which routes exist), then the admin 404.
  { path: "/admin/[...missing]", permission: "admin.dashboard.view", titleKey: "notFound", navGroup: null },
] as const satisfies readonly AdminRoute[];

export type AdminRoutePath = (typeof ADMIN_ROUTES)[number]["path"];

const BY_PATH: ReadonlyMap<string, AdminRoute> = new Map(ADMIN_ROUTES.map((route) => [route.path, route]));

export function adminRoute(path: AdminRoutePath): AdminRoute {
  const route = BY_PATH.get(path);
  if (!route) throw new Error(`Not an admin route: ${path}`);
  return route;
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|\\]/g, "\\$&");
  const withParams = escaped.replace(/\[\.\.\.[^\]]+\]/g, ".+").replace(/\[[^\]]+\]/g, "[^/]+");
  return new RegExp(`^${withParams}/?$`);
}

const PATTERNS: readonly [RegExp, AdminRoute][] = ADMIN_ROUTES.filter((route) => !route.path.includes("[...")).map((route) => [pathPattern(route.path), route]);

/** The registry route an address belongs to (`/admin/models/edit/42` → its edit route), or null. */
export function adminRouteForPathname(pathname: string | null): AdminRoute | null {
  if (!pathname) return null;
  return PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** Sidebar groups in display order. */
export const ADMIN_NAV_GROUPS: readonly AdminNavGroupKey[] = ["dashboard", "seo", "content", "models", "locations", "users", "settings"];

/** The registry entries of one sidebar group, in registry order. */
export function navRoutes(group: AdminNavGroupKey): AdminRoute[] {
  return ADMIN_ROUTES.filter((route) => route.navGroup === group);
}

export type RouteParams = Record<string, string | string[] | undefined>;

/** `/admin/models/edit/[id]` with `{ id: "42" }` → `/admin/models/edit/42` (each segment encoded). */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_match, name: string) => {
    const value = params[name];
    const segments = Array.isArray(value) ? value : [value ?? ""];
    return segments.map((segment) => encodeURIComponent(segment)).join("/");
  });
}
