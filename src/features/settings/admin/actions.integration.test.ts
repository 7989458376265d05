/**
 * Language and feature-flag actions against a real database. Only our own
 * viewer resolution is mocked (@/features/access/viewer needs request headers).
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteSettings, users } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { createViewer, expectRefusedAndUnchanged, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { saveFeatureFlags, resetFeatureFlags } = await import("./actions");
const { setAdminLocale } = await import("@/features/admin/actions");
const { getAdminLocale } = await import("@/features/admin/locale");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");
const MEMBER = await createViewer("member");
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

const snapshot = async () => ({
  users: await db.select({ id: users.id, adminLocale: users.adminLocale }).from(users).orderBy(users.id),
  flags: (await db.select({ flags: siteSettings.featureFlags }).from(siteSettings))[0]?.flags,
  audit: await db.select().from(auditLog),
});

beforeEach(async () => {
  session.viewer = ADMIN;
  await db.update(users).set({ adminLocale: null });
  await db.update(siteSettings).set({ featureFlags: {} });
  await db.delete(auditLog);
});

describe("setAdminLocale", () => {
  it("remembers the language on the account, audited, and getAdminLocale prefers it", async () => {
    expect(await getAdminLocale()).toBe("en-GB");
    expect(await setAdminLocale({ locale: "pt-BR" })).toEqual({ ok: true, data: { locale: "pt-BR" } });
    const [row] = await db.select({ adminLocale: users.adminLocale }).from(users).where(eq(users.id, ADMIN.userId!));
    expect(row.adminLocale).toBe("pt-BR");
    expect(await getAdminLocale()).toBe("pt-BR");
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "settings.locale", entityId: ADMIN.userId, oldValues: { adminLocale: null }, newValues: { adminLocale: "pt-BR" } });
  });

  it("lets the team choose its own language", async () => {
    session.viewer = TEAM;
    expect(await setAdminLocale({ locale: "pt-BR" })).toMatchObject({ ok: true });
    const [admin] = await db.select({ adminLocale: users.adminLocale }).from(users).where(eq(users.id, ADMIN.userId!));
    expect(admin.adminLocale).toBeNull();
  });

  it.each([["fr-FR"], [""], [{ locale: "pt-BR", userId: "admin-1" }]])("refuses %j", async (body) => {
    session.viewer = TEAM;
    const before = await snapshot();
    const result = await setAdminLocale(typeof body === "string" ? { locale: body } : body);
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a visitor", VISITOR, "unauthenticated"],
    ["a member", MEMBER, "forbidden"],
  ] as const)("is refused to %s, and nothing changes", async (_who, who, code) => {
    await expectRefusedAndUnchanged(() => setAdminLocale({ locale: "pt-BR" }), [[who, code]], snapshot);
  });
});

describe("feature flags", () => {
  it("saves and resets the three flags, audited", async () => {
    const flags = { preferLocalImages: false, enableImageProxy: false, autoFixImages: true };
    expect(await saveFeatureFlags(flags)).toEqual({ ok: true, data: flags });
    expect((await snapshot()).flags).toEqual(flags);
    expect(await resetFeatureFlags({})).toEqual({ ok: true, data: { preferLocalImages: true, enableImageProxy: true, autoFixImages: false } });
    const audit = await db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(["settings.feature_flags", "settings.feature_flags"]);
  });

  it("refuses anything but the three booleans, in the admin's language", async () => {
    await db.update(users).set({ adminLocale: "pt-BR" }).where(eq(users.id, ADMIN.userId!));
    const before = await snapshot();
    const result = await saveFeatureFlags({ preferLocalImages: true, enableImageProxy: true, autoFixImages: false, isAdmin: true });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Erro ao salvar configurações" });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a visitor", VISITOR, "unauthenticated"],
    ["a member", MEMBER, "forbidden"],
    ["the team (no settings permission)", TEAM, "forbidden"],
  ] as const)("are refused to %s, and nothing changes", async (_who, who, code) => {
    session.viewer = who;
    const before = await snapshot();
    expect(await saveFeatureFlags({ preferLocalImages: false, enableImageProxy: false, autoFixImages: true })).toMatchObject({ ok: false, code });
    expect(await resetFeatureFlags({})).toMatchObject({ ok: false, code });
    expect(await snapshot()).toEqual(before);
  });
});
