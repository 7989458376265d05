/**
 * tests/setup/admin-session.ts: its mocks are in place for code imported
 * after it (though written in a helper, not in the test file), the viewers it
 * makes match their rows, and the locale falls back to the real lookup.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { beforeEach, describe, expect, it } from "vitest";
import { users, userSubscriptions } from "@/db/schema";
import { VISITOR, type Viewer } from "@/features/access/policy";
import { adminSession, createViewer, readViewerFrom, session } from "../setup/admin-session";
import { useTestDatabase } from "../setup/test-db";

// Code under test reads the viewer through these modules, imported after the helper.
const { getViewer } = await import("@/features/access/viewer");
const { getAdminLocale } = await import("@/features/admin/locale");
const { adminTranslator } = await import("@/features/admin/messages");
const { defineAdminAction } = await import("@/features/admin/action");
const { loadViewerGrants } = await import("@/features/access/queries");

const { db } = await useTestDatabase();

/** A real admin action (authorise, validate, transaction, audit) that changes nothing. */
const ping = defineAdminAction({
  permission: "admin.settings.manage",
  schema: z.object({}),
  failureKey: "adminShell.actionErrors.failed",
  run: async () => ({ data: "pong", audit: { action: "test.ping", entityType: "test" } }),
});

beforeEach(() => {
  session.viewer = null;
  session.locale = null;
  readViewerFrom(() => session.viewer ?? VISITOR);
});

describe("the mocked viewer", () => {
  it("is what getViewer answers, inside the real action wrapper too", async () => {
    const admin = await createViewer("admin");
    const member = await createViewer("member");
    expect(await getViewer()).toEqual(VISITOR);
    expect(await ping({})).toMatchObject({ ok: false, code: "unauthenticated" });
    session.viewer = member;
    expect(await getViewer()).toBe(member);
    expect(await ping({})).toMatchObject({ ok: false, code: "forbidden" });
    session.viewer = admin;
    expect(await ping({})).toEqual({ ok: true, data: "pong" });
  });

  it("can be read from a variable the test keeps", async () => {
    let current: Viewer = VISITOR;
    readViewerFrom(() => current);
    current = await createViewer("team");
    expect((await getViewer()).role).toBe("team");
  });

  it("carries extra fields for a test's own mocks on the same object", () => {
    const extended = adminSession({ failAudit: true });
    expect(extended).toBe(session);
    expect(extended.failAudit).toBe(true);
  });
});

describe("createViewer", () => {
  it.each([
    ["member", "user", false],
    ["subscriber", "member", true],
    ["team", "team", false],
    ["admin", "admin", false],
  ] as const)("stores an approved %s (role %s) and returns the viewer getViewer would resolve", async (kind, role, subscribed) => {
    const viewer = await createViewer(kind);
    const [row] = await db.select({ role: users.role, status: users.status, email: users.email }).from(users).where(eq(users.id, viewer.userId!));
    expect(row).toEqual({ role, status: "approved", email: viewer.email });
    expect(viewer).toMatchObject({ role, status: "approved", hasActiveSubscription: subscribed });
    const subscriptions = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, viewer.userId!));
    expect(subscriptions).toHaveLength(subscribed ? 1 : 0);
    expect((await loadViewerGrants(viewer.userId!, role)).hasActiveSubscription).toBe(subscribed);
  });

  it("numbers ids per kind and takes the role's default grants", async () => {
    const team = await createViewer("team", { id: "team-custom" });
    expect(team.userId).toBe("team-custom");
    expect([...team.permissions]).toContain("admin.content.manage");
    expect([...team.permissions]).not.toContain("admin.settings.manage");
    expect([...(await createViewer("member")).permissions]).toEqual([]);
    expect([...(await createViewer("team", { permissions: ["admin.seo.manage"] })).permissions]).toEqual(["admin.seo.manage"]);
  });
});

describe("the admin locale", () => {
  it("is session.locale when set, else the account's stored language, else en-GB", async () => {
    const admin = await createViewer("admin");
    session.viewer = admin;
    expect(await getAdminLocale()).toBe("en-GB");
    await db.update(users).set({ adminLocale: "pt-BR" }).where(eq(users.id, admin.userId!));
    expect(await getAdminLocale()).toBe("pt-BR");
    session.locale = "en-GB";
    expect(await getAdminLocale()).toBe("en-GB");
    expect(adminTranslator(await getAdminLocale())("adminShell.shell.title")).toBe("Admin Panel");
  });
});
