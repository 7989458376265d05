/**
 * Site content actions against a real database. The viewer and the admin
 * locale are mocked at our own seams (@/features/access/viewer needs request
 * headers, @/features/admin/locale reads a cookie); the rest is real.
 */
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, siteContent } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, session, signInAs } from "../../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";

const { updateSiteContent, uploadContentImage } = await import("./actions");
const { listGeneralContentBlocks, getHeroContentBlock } = await import("../queries");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const ids: Record<string, string> = {};
const fields = (overrides: Record<string, unknown> = {}) => ({
  title: "About Velvet",
  subtitle: "",
  content: "First paragraph.\n\nSecond paragraph.",
  imageUrl: "",
  imageAlt: "",
  buttonText: "Browse",
  buttonUrl: "/models",
  ...overrides,
});
const snapshot = async () => ({
  content: await db.select().from(siteContent).orderBy(asc(siteContent.section)),
  audit: await db.select().from(auditLog),
});

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, siteContent, auditLog);
  for (const section of ["about_intro", "booking_step_1", "homepage_hero_main", "privacy_main_title", "services_dinner_dates"]) {
    const [row] = await db.insert(siteContent).values({ section, title: section, subtitle: "old" }).returning({ id: siteContent.id });
    ids[section] = row.id;
  }
});

describe("the Site content tab", () => {
  it("lists the general blocks only, and the hero separately", async () => {
    expect((await listGeneralContentBlocks()).map((block) => block.section)).toEqual(["about_intro", "booking_step_1"]);
    expect((await getHeroContentBlock())?.section).toBe("homepage_hero_main");
  });
});

describe("updating a block", () => {
  it("saves every field, empty optional ones as null, with an audit row", async () => {
    const result = await updateSiteContent({ id: ids.about_intro, ...fields() });
    expect(result).toMatchObject({ ok: true, data: { section: "about_intro", title: "About Velvet", subtitle: "", buttonUrl: "/models" } });
    const [row] = await db.select().from(siteContent).where(eq(siteContent.id, ids.about_intro));
    expect(row).toMatchObject({ subtitle: null, imageUrl: null, content: "First paragraph.\n\nSecond paragraph." });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "site_content.update", entityId: ids.about_intro, notes: "about_intro", oldValues: { subtitle: "old" } });
  });

  it("also edits the hero text", async () => {
    expect(await updateSiteContent({ id: ids.homepage_hero_main, ...fields({ title: "Good company" }) })).toMatchObject({ ok: true });
  });

  it.each(["privacy_main_title", "services_dinner_dates"])("refuses %s, which belongs to another screen", async (section) => {
    const before = await snapshot();
    expect(await updateSiteContent({ id: ids[section], ...fields() })).toMatchObject({ ok: false, code: "not_found" });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ buttonUrl: "javascript:alert(1)" }, "buttonUrl"],
    [{ buttonUrl: "//evil.example" }, "buttonUrl"],
    [{ imageUrl: "data:image/png;base64,AAAA" }, "imageUrl"],
    [{ title: "x".repeat(201) }, "title"],
    [{ content: "nul\u0000byte" }, "content"],
  ])("refuses %j with a field error", async (overrides, field) => {
    const result = await updateSiteContent({ id: ids.about_intro, ...fields(overrides) });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Failed to update content" });
    expect(result.ok === false && Object.keys(result.fieldErrors ?? {})).toEqual([field]);
  });

  it("says 'Erro ao atualizar conteúdo' to a pt-BR admin", async () => {
    session.locale = "pt-BR";
    expect(await updateSiteContent({ id: ids.about_intro, ...fields({ buttonUrl: "javascript:x" }) })).toMatchObject({
      ok: false,
      error: "Erro ao atualizar conteúdo",
    });
  });
});

describe("uploading a content image", () => {
  it("stores it as WebP for a blog post and returns its URL", async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#333" } }).jpeg().toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(jpeg)], "cover.jpg", { type: "image/jpeg" }));
    form.set("purpose", "blog");
    const result = await uploadContentImage(form);
    expect(result).toMatchObject({ ok: true, data: { url: expect.stringMatching(/^\/api\/media\//) } });
    const [stored] = await db.select().from(media);
    expect(stored).toMatchObject({ purpose: "blog", contentType: "image/webp" });
  });

  it("refuses a purpose other than blog or site", async () => {
    const form = new FormData();
    form.set("file", new File(["x"], "x.png", { type: "image/png" }));
    form.set("purpose", "application");
    expect(await uploadContentImage(form)).toMatchObject({ ok: false, code: "invalid" });
  });
});

describe("called directly by someone who is not an admin", () => {
  it("refuses a member and a visitor, and nothing changes", async () => {
    const before = await snapshot();
    for (const [who, code] of [
      [MEMBER, "forbidden"],
      [VISITOR, "unauthenticated"],
    ] as const) {
      session.viewer = who;
      expect(await updateSiteContent({ id: ids.about_intro, ...fields({ title: "Hijacked" }) })).toMatchObject({ ok: false, code });
      const form = new FormData();
      form.set("file", new File(["x"], "x.png", { type: "image/png" }));
      form.set("purpose", "site");
      expect(await uploadContentImage(form)).toMatchObject({ ok: false, code });
    }
    expect(await snapshot()).toEqual(before);
  });
});
