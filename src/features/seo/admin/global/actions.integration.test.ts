/** Global SEO against a real database: one save of four settings, audited, version-checked, refused without the SEO permission; the public reads follow. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, seoSettings } from "@/db/schema";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { saveGlobalSeo } = await import("./actions");
const { getGlobalSeo, getGlobalSeoForEditor } = await import("../../global/queries");
const { getRobotsTxt } = await import("../../robots");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const VALID = {
  title: "Velvet London | Elite Companions",
  description: "A members-only directory of companions across London.",
  keywords: ["london companions", "mayfair"],
  robotsTxt: "User-agent: *\nDisallow: /admin\nSitemap: {siteUrl}/sitemap.xml",
};

const storedValue = async (key: string) => (await db.select().from(seoSettings).where(eq(seoSettings.settingKey, key)))[0]?.settingValue;

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(seoSettings);
  await db.delete(auditLog);
});

describe("saveGlobalSeo", () => {
  it("stores the four settings as { value }, audits the save, and the public reads follow", async () => {
    const result = await saveGlobalSeo(VALID);
    expect(result).toMatchObject({ ok: true, data: { ...VALID } });
    expect(await storedValue("global_meta_title")).toEqual({ value: VALID.title });
    expect(await storedValue("global_meta_keywords")).toEqual({ value: VALID.keywords });
    expect(await storedValue("robots_txt")).toEqual({ value: VALID.robotsTxt });

    expect(await getGlobalSeo()).toEqual({ title: VALID.title, description: VALID.description, keywords: VALID.keywords, robotsTxt: VALID.robotsTxt });
    expect(await getRobotsTxt("https://velvet.example/")).toBe("User-agent: *\nDisallow: /admin\nSitemap: https://velvet.example/sitemap.xml\n");

    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "seo.global_update", entityType: "seo_settings", entityId: "global", actorId: ADMIN.userId, newValues: VALID });
  });

  it("trims keywords and ignores duplicates in any case", async () => {
    const result = await saveGlobalSeo({ ...VALID, keywords: ["  Mayfair ", "mayfair", "", "Chelsea  escorts"] });
    expect(result).toMatchObject({ ok: true, data: { keywords: ["Mayfair", "Chelsea escorts"] } });
    expect(await storedValue("global_meta_keywords")).toEqual({ value: ["Mayfair", "Chelsea escorts"] });
  });

  it("refuses a title over 60 or a description over 160 with the message in the admin's language, writing nothing", async () => {
    session.locale = "pt-BR";
    const result = await saveGlobalSeo({ ...VALID, title: "x".repeat(61), description: "y".repeat(161) });
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Falha ao salvar as configurações de SEO",
      fieldErrors: { title: ["O título pode ter no máximo 60 caracteres"], description: ["A descrição pode ter no máximo 160 caracteres"] },
    });
    expect(await db.select().from(seoSettings)).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("refuses a save over a newer one unless asked to overwrite", async () => {
    const first = await saveGlobalSeo(VALID);
    if (!first.ok) throw new Error(first.error);
    const loaded = first.data.updatedAt;
    // Someone else saves after this form loaded.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await saveGlobalSeo({ ...VALID, title: "Theirs", expectedVersion: loaded })).toMatchObject({ ok: true });
    const stale = await saveGlobalSeo({ ...VALID, title: "Mine", expectedVersion: loaded });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect((await getGlobalSeoForEditor()).title).toBe("Theirs");
    expect(await saveGlobalSeo({ ...VALID, title: "Mine", expectedVersion: loaded, overwrite: true })).toMatchObject({ ok: true });
    expect((await getGlobalSeoForEditor()).title).toBe("Mine");
  });

  it("is refused to a member, changing nothing", async () => {
    session.viewer = MEMBER;
    expect(await saveGlobalSeo(VALID)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await db.select().from(seoSettings)).toEqual([]);
  });
});
