/**
 * Technical SEO's "Generate" against a real database: it answers with the
 * sitemap as /sitemap.xml serves it (the real URL count and XML), writes
 * nothing, and is refused to a member.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, categories } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { createViewer, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { generateSitemap } = await import("./actions");
const { getSitemap } = await import("../sitemap");
const { getSiteSettings } = await import("@/features/site/queries");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(auditLog);
  clearAllLocally();
});

describe("generateSitemap", () => {
  it("answers with the real count and XML, as /sitemap.xml serves them, and writes no audit row", async () => {
    const { siteUrl } = await getSiteSettings();
    const expected = await getSitemap(siteUrl);
    const answer = await generateSitemap({});
    if (!answer.ok || !answer.data.report) throw new Error("no sitemap");
    const result = { data: answer.data.report };
    expect(result.data.count).toBe(expected.count);
    expect(result.data.count).toBeGreaterThan(0);
    expect(result.data.xml).toBe(expected.xml);
    expect(result.data.xml).toContain("<urlset");
    expect(result.data.xml.match(/<url>/g)).toHaveLength(result.data.count);
    expect(result.data).toMatchObject({ parts: [], truncated: false, xmlLength: expected.xml.length });
    expect(result.data.mainUrl).toMatch(/\/sitemap\.xml$/);
    // The default robots.txt names the main sitemap.
    expect(result.data.robotsSitemaps).toEqual([result.data.mainUrl]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("counts a new public page on the next Generate", async () => {
    const before = await generateSitemap({});
    if (!before.ok || !before.data.report) throw new Error("no sitemap");
    await db.insert(categories).values({ name: "Generate test", slug: `generate-test-${Date.now()}` });
    clearAllLocally();
    const after = await generateSitemap({});
    expect(after).toMatchObject({ ok: true, data: { report: { count: before.data.report.count + 1 } } });
  });

  it("is refused to a member", async () => {
    session.viewer = MEMBER;
    expect(await generateSitemap({})).toMatchObject({ ok: false, code: "forbidden" });
  });
});
