/**
 * The "require two-factor for admins" setting against a real database: it
 * needs the acting admin's own two-factor first, is audited, and once on, an
 * admin without two-factor is refused every back-office action (the page
 * guard sends them to set it up; src/features/auth/two-factor/flows.test.ts).
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteSettings, users } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { createViewer, session, signInAs } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { saveTwoFactorRequirement, saveRetention } = await import("./actions");
const saveAuditRetention = (input: { days: number }) => saveRetention({ period: "audit", ...input });
const { getTwoFactorOverview } = await import("./queries");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const OTHER_ADMIN = await createViewer("admin");
const TEAM = await createViewer("team", { permissions: ["admin.settings.manage"] });
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

const required = async () => (await db.select({ on: siteSettings.requireAdminTwoFactor }).from(siteSettings).where(eq(siteSettings.id, 1)))[0].on;

beforeEach(async () => {
  signInAs(ADMIN);
  await db.update(siteSettings).set({ requireAdminTwoFactor: false });
  await db.update(users).set({ twoFactorEnabled: false });
  await db.delete(auditLog);
});

describe("saveTwoFactorRequirement", () => {
  it("needs the acting admin's own two-factor first, changing nothing", async () => {
    expect(await saveTwoFactorRequirement({ required: true })).toMatchObject({
      ok: false,
      error: "Set up two-factor sign-in on your own account first, so this setting cannot lock you out.",
    });
    expect(await required()).toBe(false);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("turns the requirement on with an audit row; then an admin without two-factor is refused back-office actions", async () => {
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, ADMIN.userId!));
    session.viewer = { ...ADMIN, twoFactorEnabled: true };
    expect(await saveTwoFactorRequirement({ required: true })).toEqual({ ok: true, data: { required: true } });
    expect(await required()).toBe(true);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "settings.require_admin_two_factor", oldValues: { requireAdminTwoFactor: false }, newValues: { requireAdminTwoFactor: true } });
    expect(await getTwoFactorOverview(ADMIN.userId)).toMatchObject({ requiredForAdmins: true, adminsWithTwoFactor: 1, selfEnabled: true });

    session.viewer = { ...OTHER_ADMIN, twoFactorEnabled: false };
    expect(await saveAuditRetention({ days: 30 })).toMatchObject({
      ok: false,
      code: "forbidden",
      error: "Two-factor sign-in is required for administrators: set it up on your account page first.",
    });
    // A team account is not an admin: the requirement does not apply to it.
    session.viewer = TEAM;
    expect(await saveAuditRetention({ days: 30 })).toMatchObject({ ok: true });
  });

  it("lets only an admin turn it on, and anyone who may manage settings turn it off", async () => {
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, TEAM.userId!));
    session.viewer = TEAM;
    expect(await saveTwoFactorRequirement({ required: true })).toMatchObject({ ok: false, error: "Only admins can require two-factor sign-in." });
    expect(await saveTwoFactorRequirement({ required: false })).toMatchObject({ ok: true });
    expect(await saveTwoFactorRequirement({ required: "yes" })).toMatchObject({ ok: false, code: "invalid" });
  });
});
