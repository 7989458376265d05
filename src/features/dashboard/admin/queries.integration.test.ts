/**
 * The dashboard's counts on a real database: what needs action and the stat
 * cards, each only for a viewer who may open its list (admin, team, a team
 * account given one more screen, a member), and Recent Activity with and
 * without sign-ins.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, backupRuns, mailOutbox, modelApplications, modelReviews, models, users } from "@/db/schema";
import { createViewer } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { getDashboardStats, getDashboardTodos, listRecentActivity } = await import("./queries");
const { readSecurityFacts } = await import("@/features/security/admin/queries");
const { runSecurityChecks } = await import("@/features/security/checks");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");
const REVIEWER = await createViewer("team", { permissions: ["admin.dashboard.view", "admin.applications.manage"] });
const MEMBER = await createViewer("member");

const byKey = (counts: { key: string; value: number }[]) => Object.fromEntries(counts.map(({ key, value }) => [key, value]));

beforeAll(async () => {
  await db.insert(users).values([
    { id: "pending-1", name: "Penny", email: "penny@example.test", status: "pending" },
    { id: "pending-2", name: "Paul", email: "paul@example.test", status: "pending" },
    { id: "rejected-1", name: "Rob", email: "rob@example.test", status: "rejected" },
  ]);
  // The first admin's password never changed since it was printed: a critical check.
  const created = new Date("2026-01-01T00:00:00Z");
  await db.insert(accounts).values({ id: "acc-admin", accountId: ADMIN.userId!, providerId: "credential", userId: ADMIN.userId!, password: "hash", createdAt: created, updatedAt: created });
  const [model] = await db.insert(models).values({ name: "Dashboard Model" }).returning({ id: models.id });
  await db.insert(models).values({ name: "Trashed Model", deletedAt: new Date() });
  await db.insert(modelReviews).values([
    { modelId: model.id, reviewerName: "A", rating: 5, isPublished: false },
    { modelId: model.id, reviewerName: "B", rating: 4, isPublished: false },
    { modelId: model.id, reviewerName: "C", rating: 3, isPublished: false },
    { modelId: model.id, reviewerName: "D", rating: 5, isPublished: true },
  ]);
  await db.insert(modelApplications).values([
    { fullName: "New One", emailEnc: "x", status: "pending" },
    { fullName: "Looked At", emailEnc: "x", status: "reviewing" },
  ]);
  await db.insert(mailOutbox).values([
    { toAddress: "a", subject: "Waiting", textBody: "" },
    { toAddress: "b", subject: "Failed", textBody: "", error: "refused" },
    { toAddress: "c", subject: "Sent", textBody: "", sentAt: new Date() },
  ]);
  // A good set, then one that failed: one failure since the last good one.
  await db.insert(backupRuns).values([
    { trigger: "schedule", status: "succeeded", setName: "velvet-20261126-030000-aaaa", location: "/backups", databaseKind: "pglite", startedAt: new Date(Date.now() - 2 * 86_400_000) },
    { trigger: "schedule", status: "failed", setName: "velvet-20261127-030000-bbbb", location: "/backups", databaseKind: "pglite", error: "No space left on device", startedAt: new Date(Date.now() - 86_400_000) },
  ]);
});

describe("what needs action", () => {
  it("gives an admin every count, read from the database, each with its filtered list", async () => {
    const todos = await getDashboardTodos(ADMIN);
    expect(todos.map((todo) => todo.key)).toEqual(["signUps", "reviews", "applications", "securityChecks", "unsentMail", "failedBackups"]);
    const critical = runSecurityChecks(await readSecurityFacts()).filter((check) => check.level === "critical");
    expect(critical.map((check) => check.id)).toEqual(expect.arrayContaining(["adminPassword", "backups"]));
    expect(byKey(todos)).toEqual({ signUps: 2, reviews: 3, applications: 1, securityChecks: critical.length, unsentMail: 2, failedBackups: 1 });
    expect(todos.find((todo) => todo.key === "failedBackups")?.href).toBe("/admin/settings?tab=database");
    expect(todos.find((todo) => todo.key === "signUps")?.href).toBe("/admin/users/list?filter=pending");
  });

  it("follows the data: a sign-up approved and a review published leave the counts", async () => {
    const { eq } = await import("drizzle-orm");
    await db.update(users).set({ status: "approved" }).where(eq(users.id, "pending-2"));
    await db.update(modelReviews).set({ isPublished: true }).where(eq(modelReviews.reviewerName, "C"));
    try {
      expect(byKey(await getDashboardTodos(ADMIN))).toMatchObject({ signUps: 1, reviews: 2 });
    } finally {
      await db.update(users).set({ status: "pending" }).where(eq(users.id, "pending-2"));
      await db.update(modelReviews).set({ isPublished: false }).where(eq(modelReviews.reviewerName, "C"));
    }
  });

  it("gives the team only the counts of the screens it may open", async () => {
    // The team's default grants: reviews yes; users, applications and Security Status no.
    expect(byKey(await getDashboardTodos(TEAM))).toEqual({ reviews: 3 });
    expect(byKey(await getDashboardTodos(REVIEWER))).toEqual({ applications: 1 });
    expect(await getDashboardTodos(MEMBER)).toEqual([]);
  });
});

describe("the stat cards", () => {
  it("are all four for an admin, each a link to its list", async () => {
    const stats = await getDashboardStats(ADMIN);
    const [{ n: accountCount }] = await db.select({ n: (await import("drizzle-orm")).count() }).from(users);
    expect(byKey(stats)).toEqual({ totalModels: 1, pendingApplications: 1, publishedBlogs: 0, totalUsers: accountCount });
    expect(Object.fromEntries(stats.map(({ key, href }) => [key, href]))).toEqual({
      totalModels: "/admin/models/list",
      pendingApplications: "/admin/models/applications?status=pending",
      publishedBlogs: "/admin/content/blog",
      totalUsers: "/admin/users/list",
    });
  });

  it("leave out for the team what it may not open", async () => {
    expect((await getDashboardStats(TEAM)).map((stat) => stat.key)).toEqual(["totalModels", "publishedBlogs"]);
    expect((await getDashboardStats(REVIEWER)).map((stat) => stat.key)).toEqual(["pendingApplications"]);
  });
});

describe("Recent Activity", () => {
  it("leaves admins' sign-ins out unless asked for them", async () => {
    await db.delete(auditLog);
    const at = (minutes: number) => new Date(Date.parse("2026-07-04T12:00:00Z") + minutes * 60_000);
    await db.insert(auditLog).values([
      { action: "faq.update", entityType: "faq", entityId: "f1", createdAt: at(0) },
      { action: "log_admin_login", entityType: "auth", entityId: "a1", createdAt: at(1) },
      { action: "log_admin_login", entityType: "auth", entityId: "a2", createdAt: at(2) },
      { action: "banner.update", entityType: "site_banner", entityId: "b1", createdAt: at(3) },
    ]);
    expect((await listRecentActivity()).map((entry) => entry.entityId)).toEqual(["b1", "f1"]);
    expect((await listRecentActivity({ signIns: true })).map((entry) => entry.entityId)).toEqual(["b1", "a2", "a1", "f1"]);
    expect((await listRecentActivity({ limit: 1, signIns: true })).map((entry) => entry.entityId)).toEqual(["b1"]);
  });
});
