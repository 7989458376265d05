/**
 * Technical SEO's robots.txt save against a real database: stored as
 * `{ value }` in the one robots_txt row Global SEO also edits, audited,
 * version-checked, refused in the admin's language when too long, refused
 * to a member; /robots.txt follows.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, seoSettings } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { saveRobotsTxt } = await import("./actions");
const { getRobotsTxtForEditor } = await import("./queries");
const { saveGlobalSeo } = await import("../global/actions");
const { getRobotsTxt } = await import("../../robots");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const SITE = "https://velvet.example";
const ROBOTS = "User-agent: *\nDisallow: /admin/\nSitemap: {siteUrl}/sitemap.xml";

const stored = async () => (await db.select().from(seoSettings).where(eq(seoSettings.settingKey, "robots_txt")))[0];

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(seoSettings);
  await db.delete(auditLog);
  clearAllLocally();
});

describe("saveRobotsTxt", () => {
  it("stores robots_txt as { value } (category technical), audits the save, answers with the file as served, and /robots.txt follows", async () => {
    const result = await saveRobotsTxt({ robotsTxt: ROBOTS });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.robotsTxt).toBe(ROBOTS);
    expect(result.data.served).toMatch(/^User-agent: \*\nDisallow: \/admin\/\nSitemap: https?:\/\/[^\s]+\/sitemap\.xml\n$/);

    const row = await stored();
    expect(row).toMatchObject({ settingValue: { value: ROBOTS }, category: "technical" });
    expect(result.data.updatedAt).toBe(row.updatedAt.toISOString());

    clearAllLocally();
    expect(await getRobotsTxt(SITE)).toBe("User-agent: *\nDisallow: /admin/\nSitemap: https://velvet.example/sitemap.xml\n");
    expect(await getRobotsTxtForEditor(SITE)).toMatchObject({ robotsTxt: ROBOTS, updatedAt: row.updatedAt.toISOString() });

    const audits = await db.select().from(auditLog);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "seo.robots_update",
      entityType: "seo_settings",
      entityId: "robots_txt",
      actorId: ADMIN.userId,
      oldValues: { robotsTxt: "" },
      newValues: { robotsTxt: ROBOTS },
    });
  });

  it("refuses a save over a newer one (here or from Global SEO) unless asked to overwrite", async () => {
    const first = await saveRobotsTxt({ robotsTxt: ROBOTS });
    if (!first.ok) throw new Error(first.error);
    const loaded = first.data.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Someone saves Global SEO (which rewrites robots_txt) after this form loaded.
    expect(await saveGlobalSeo({ title: "", description: "", keywords: [], robotsTxt: "User-agent: *\nDisallow: /theirs/" })).toMatchObject({ ok: true });

    const stale = await saveRobotsTxt({ robotsTxt: "User-agent: *\nDisallow: /mine/", expectedVersion: loaded });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect((await stored()).settingValue).toEqual({ value: "User-agent: *\nDisallow: /theirs/" });

    const overwritten = await saveRobotsTxt({ robotsTxt: "User-agent: *\nDisallow: /mine/", expectedVersion: loaded, overwrite: true });
    expect(overwritten).toMatchObject({ ok: true });
    expect((await stored()).settingValue).toEqual({ value: "User-agent: *\nDisallow: /mine/" });
    // The save's own version lets the same form save again.
    if (!overwritten.ok) throw new Error(overwritten.error);
    expect(await saveRobotsTxt({ robotsTxt: ROBOTS, expectedVersion: overwritten.data.updatedAt })).toMatchObject({ ok: true });
  });

  it("refuses a file over 10,000 characters with the message in the admin's language, writing nothing", async () => {
    session.locale = "pt-BR";
    const result = await saveRobotsTxt({ robotsTxt: "x".repeat(10_001) });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Erro ao salvar robots.txt" });
    if (result.ok) return;
    expect(result.fieldErrors?.robotsTxt?.[0]).toMatch(/^O robots\.txt pode ter no máximo 10[.,]?000 caracteres$/);
    expect(await db.select().from(seoSettings)).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("is refused to a member, changing nothing", async () => {
    session.viewer = MEMBER;
    expect(await saveRobotsTxt({ robotsTxt: ROBOTS })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await db.select().from(seoSettings)).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });
});
