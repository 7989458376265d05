import type { UserRole } from "@/db/schema";

/** Every permission the back office checks, with the roles granted it by default. */
export const PERMISSIONS = {
  "admin.dashboard.view": { category: "dashboard", description: "See the admin dashboard", roles: ["admin", "team"] },
  "admin.content.manage": { category: "content", description: "Edit banners, site copy, FAQs and the blog", roles: ["admin", "team"] },
  "admin.seo.manage": { category: "seo", description: "Edit SEO settings, meta tags, redirects and canonical rules", roles: ["admin", "team"] },
  "admin.models.manage": { category: "models", description: "Create and edit models and their galleries", roles: ["admin", "team"] },
  "admin.applications.manage": { category: "models", description: "Review model applications", roles: ["admin"] },
  "admin.reviews.manage": { category: "models", description: "Moderate reviews", roles: ["admin", "team"] },
  "admin.images.manage": { category: "images", description: "Diagnose and migrate images", roles: ["admin", "team"] },
  "admin.cache.manage": { category: "system", description: "Clear and synchronise caches", roles: ["admin", "team"] },
  "admin.settings.manage": { category: "system", description: "Edit theme, legal pages and system settings", roles: ["admin"] },
  "admin.users.manage": { category: "users", description: "Approve, reject and manage users and roles", roles: ["admin"] },
  "admin.audit.view": { category: "users", description: "Read the audit log", roles: ["admin"] },
  "admin.security.view": { category: "users", description: "See security status and run cleanups", roles: ["admin"] },
} as const satisfies Record<string, { category: string; description: string; roles: readonly UserRole[] }>;

export type PermissionName = keyof typeof PERMISSIONS;

/**
 * The members' classes (decision 036): signed-in clients, whatever their
 * subscription, never hold a back-office permission, whatever
 * role_permissions says. Back-office rights are for team (the matrix) and
 * admin (all of them).
 */
export const MEMBER_ROLES = ["user", "member"] as const satisfies readonly UserRole[];

export function isMemberRole(role: UserRole | null): boolean {
  return role !== null && (MEMBER_ROLES as readonly string[]).includes(role);
}
