import "server-only";
import { readBackupFacts } from "@/features/backups/status";
import { count, desc, eq, isNull, notInArray } from "drizzle-orm";
import { getDb } from "@/db";
import { auditLog, blogPosts, modelApplications, modelReviews, models, users } from "@/db/schema";
import type { PermissionName } from "@/features/access/permissions";
import { hasPermission, type Viewer } from "@/features/access/policy";
import { auditEntryColumns, type AuditEntry } from "@/features/audit/admin/queries";
import { readSecurityFacts } from "@/features/security/admin/queries";
import { runSecurityChecks } from "@/features/security/checks";
import { loadScoredPages } from "@/features/seo/admin/pages/inventory";
import { linksFor, SIGN_IN_ACTIONS, STAT_LINKS, TODO_LINKS, type StatKey, type TodoKey } from "./links";
import { summariseSeo, type SeoOverview } from "./seo-score";

/** One number of the dashboard with the filtered list it opens. */
export interface DashboardCount<K extends string> {
  key: K;
  value: number;
  href: string;
}

async function countRows(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** Each stat card's count, one indexed or small count each. */
const STAT_COUNTS: Record<StatKey, () => Promise<number>> = {
  // Models in the trash are not counted (decision 023).
  totalModels: async () => countRows((await getDb()).select({ n: count() }).from(models).where(isNull(models.deletedAt))),
  pendingApplications: async () =>
    countRows((await getDb()).select({ n: count() }).from(modelApplications).where(eq(modelApplications.status, "pending"))),
  publishedBlogs: async () => countRows((await getDb()).select({ n: count() }).from(blogPosts).where(eq(blogPosts.isPublished, true))),
  totalUsers: async () => countRows((await getDb()).select({ n: count() }).from(users)),
};

function viewerMay(viewer: Viewer) {
  return (permission: PermissionName) => hasPermission(viewer, permission);
}

/**
 * The stat cards the viewer may open, counted in the database: a card whose
 * list the viewer cannot open is neither shown nor counted.
 */
export async function getDashboardStats(viewer: Viewer): Promise<DashboardCount<StatKey>[]> {
  const links = linksFor(STAT_LINKS, viewerMay(viewer));
  return Promise.all(links.map(async ({ key, href }) => ({ key, href, value: await STAT_COUNTS[key]() })));
}

/** Critical checks and unsent mail come from the same read of Security Status's facts (a few small queries). */
async function securityCounts(): Promise<Pick<Record<TodoKey, number>, "securityChecks" | "unsentMail">> {
  const facts = await readSecurityFacts();
  return {
    securityChecks: runSecurityChecks(facts).filter((check) => check.level === "critical").length,
    unsentMail: facts.mail.unsent,
  };
}

const TODO_COUNTS: Record<Exclude<TodoKey, "securityChecks" | "unsentMail">, () => Promise<number>> = {
  // users_status_created_idx
  signUps: async () => countRows((await getDb()).select({ n: count() }).from(users).where(eq(users.status, "pending"))),
  reviews: async () => countRows((await getDb()).select({ n: count() }).from(modelReviews).where(eq(modelReviews.isPublished, false))),
  // model_applications_status_created_idx; "pending" is an application nobody has reviewed yet.
  applications: async () => countRows((await getDb()).select({ n: count() }).from(modelApplications).where(eq(modelApplications.status, "pending"))),
  failedBackups: async () => (await readBackupFacts(await getDb())).failedSince,
};

/**
 * What needs action, for the screens the viewer may open (the route registry
 * decides), counted in the database. Counts for screens the viewer cannot
 * open are not even read.
 */
export async function getDashboardTodos(viewer: Viewer): Promise<DashboardCount<TodoKey>[]> {
  const links = linksFor(TODO_LINKS, viewerMay(viewer));
  const needsSecurity = links.some(({ key }) => key === "securityChecks" || key === "unsentMail");
  const security = needsSecurity ? securityCounts() : null;
  return Promise.all(
    links.map(async ({ key, href }) => {
      const value = key === "securityChecks" || key === "unsentMail" ? (await security!)[key] : await TODO_COUNTS[key]();
      return { key, href, value };
    }),
  );
}

/**
 * The latest audit entries for Recent Activity; without `signIns`, admins'
 * sign-ins are left out so the changes are not buried under them (the
 * created_at index still serves the order; the filter skips the sign-ins).
 */
export async function listRecentActivity({ limit = 20, signIns = false }: { limit?: number; signIns?: boolean } = {}): Promise<AuditEntry[]> {
  const db = await getDb();
  return db
    .select(auditEntryColumns)
    .from(auditLog)
    .where(signIns ? undefined : notInArray(auditLog.action, [...SIGN_IN_ACTIONS]))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The SEO overview over the scored public pages (src/features/seo/admin/pages/inventory.ts). */
export async function getSeoOverview(): Promise<SeoOverview> {
  return summariseSeo(await loadScoredPages());
}
