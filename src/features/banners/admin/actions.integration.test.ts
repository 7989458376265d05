/**
 * Banner actions against a real database. The viewer is mocked at ONE seam,
 * our own viewer resolution (@/features/access/viewer: it needs request
 * headers), and the admin locale likewise (@/features/admin/locale: it reads a cookie);
 * everything else (authorisation, validation, transaction, audit) is real.
 * This is also where direct calls by a member or visitor are covered: an
 * end-to-end test cannot easily post to a server action endpoint by hand.
 */
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, siteBanners } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, signInAs } from "../../../../tests/setup/admin-session";
import { session } from "../../../../tests/setup/failing-audit";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { allowConsoleError } from "../../../../tests/setup/console";

const { createBanner, deleteBanner, updateBanner, uploadBannerImage } = await import("./actions");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

type Seed = Partial<typeof siteBanners.$inferInsert> & { key: string };
let ids: Record<string, string> = {};

async function seed(rows: Seed[]) {
  await db.delete(siteBanners);
  await db.delete(auditLog);
  ids = {};
  for (const { key, ...row } of rows) {
    const [inserted] = await db
      .insert(siteBanners)
      .values({ section: "hero", caption: key, ...row })
      .returning({ id: siteBanners.id });
    ids[key] = inserted.id;
  }
}

async function activeKeys(): Promise<string[]> {
  const rows = await db.select({ caption: siteBanners.caption }).from(siteBanners).where(eq(siteBanners.isActive, true)).orderBy(asc(siteBanners.caption));
  return rows.map((row) => row.caption);
}

async function snapshot() {
  return {
    banners: await db.select().from(siteBanners).orderBy(asc(siteBanners.id)),
    audit: await db.select().from(auditLog),
  };
}

beforeEach(async () => {
  signInAs(ADMIN);
  session.failAudit = false;
  await seed([
    { key: "hero-all-on", deviceType: "all", isActive: true, orderIndex: 1 },
    { key: "hero-all-off", deviceType: "all", isActive: false, orderIndex: 2 },
    { key: "hero-mobile-on", deviceType: "mobile", isActive: true, orderIndex: 3 },
    { key: "about-all-on", section: "about", deviceType: "all", isActive: true, orderIndex: 7 },
  ]);
});

describe("activating a banner", () => {
  it("switches off the other active banner of the same section and device type, with one audit row", async () => {
    const result = await updateBanner({ id: ids["hero-all-off"], patch: { isActive: true } });

    expect(result).toMatchObject({ ok: true, data: { deactivated: [ids["hero-all-on"]], banner: { isActive: true } } });
    expect(await activeKeys()).toEqual(["about-all-on", "hero-all-off", "hero-mobile-on"]);
    const audit = await db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "banner.update",
      entityType: "site_banner",
      entityId: ids["hero-all-off"],
      actorId: ADMIN.userId,
      oldValues: { isActive: false },
      newValues: { isActive: true, deactivated: [ids["hero-all-on"]] },
    });
  });

  it("changes nothing at all when the audit row cannot be written (one transaction)", async () => {
    allowConsoleError(/Failed to update banner/);
    session.failAudit = true;
    const before = await snapshot();

    const result = await updateBanner({ id: ids["hero-all-off"], patch: { isActive: true } });

    expect(result).toEqual({ ok: false, code: "failed", error: "Failed to update banner" });
    expect(await snapshot()).toEqual(before);
  });

  it("applies exclusivity when an active banner moves to another device type", async () => {
    const result = await updateBanner({ id: ids["hero-all-on"], patch: { deviceType: "mobile" } });
    expect(result).toMatchObject({ ok: true, data: { deactivated: [ids["hero-mobile-on"]] } });
    expect(await activeKeys()).toEqual(["about-all-on", "hero-all-on"]);
  });

  it("deactivating touches no other banner", async () => {
    const result = await updateBanner({ id: ids["hero-all-on"], patch: { isActive: false } });
    expect(result).toMatchObject({ ok: true, data: { deactivated: [] } });
    expect(await activeKeys()).toEqual(["about-all-on", "hero-mobile-on"]);
  });
});

describe("adding a banner", () => {
  it("creates it active, public, for all devices, order = highest + 1, and applies exclusivity", async () => {
    const result = await createBanner({ section: "hero" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.banner).toMatchObject({
      section: "hero",
      imageUrl: "",
      caption: "",
      altText: "",
      orderIndex: 4,
      visibility: "public",
      deviceType: "all",
      isActive: true,
    });
    expect(result.data.deactivated).toEqual([ids["hero-all-on"]]);
    expect(await activeKeys()).toEqual(["", "about-all-on", "hero-mobile-on"]);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "banner.create", entityId: result.data.banner.id });
  });

  it("starts an empty section at order 1", async () => {
    const result = await createBanner({ section: "features" });
    expect(result).toMatchObject({ ok: true, data: { banner: { orderIndex: 1, section: "features" }, deactivated: [] } });
  });

  it("refuses an unknown section", async () => {
    expect(await createBanner({ section: "footer" })).toMatchObject({ ok: false, code: "invalid", error: "Failed to add banner" });
  });
});

describe("editing a banner", () => {
  it("saves caption, alt text, order, device and visibility", async () => {
    const patch = { caption: "New caption", altText: "A staircase", orderIndex: 0, deviceType: "desktop", visibility: "admin_only" } as const;
    const result = await updateBanner({ id: ids["hero-all-off"], patch });
    expect(result).toMatchObject({ ok: true, data: { banner: patch } });
  });

  it.each(["", "javascript:alert(1)", "//evil.example/x.png", "images/x.png", "ftp://example.com/x.png"])(
    "refuses the image URL %j with a field error",
    async (imageUrl) => {
      const result = await updateBanner({ id: ids["hero-all-on"], patch: { imageUrl } });
      expect(result).toMatchObject({ ok: false, code: "invalid", error: "Failed to update banner" });
      expect(result.ok === false && result.fieldErrors?.["patch.imageUrl"]).toEqual(["common.invalidUrl"]);
    },
  );

  it.each(["/images/hero.webp", "https://cdn.example.com/hero.jpg"])("accepts the image URL %j", async (imageUrl) => {
    expect(await updateBanner({ id: ids["hero-all-on"], patch: { imageUrl } })).toMatchObject({ ok: true, data: { banner: { imageUrl } } });
  });

  it.each([-1, 1.5, Number.NaN])("refuses the order %d", async (orderIndex) => {
    expect(await updateBanner({ id: ids["hero-all-on"], patch: { orderIndex } })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("refuses fields that are not the banner's to change", async () => {
    expect(await updateBanner({ id: ids["hero-all-on"], patch: { section: "about" } })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("answers not found, in the admin's language, for a banner that is gone", async () => {
    session.locale = "pt-BR";
    const result = await updateBanner({ id: "00000000-0000-4000-8000-000000000000", patch: { caption: "x" } });
    expect(result).toEqual({ ok: false, code: "not_found", error: "Este banner não existe mais. Recarregue a página." });
  });

  it("uses the Portuguese failure message for invalid input in pt-BR", async () => {
    session.locale = "pt-BR";
    expect(await updateBanner({ id: "not-a-uuid", patch: {} })).toMatchObject({ ok: false, error: "Falha ao atualizar banner" });
  });
});

describe("uploading a banner image", () => {
  const form = (id: string, file: File) => {
    const data = new FormData();
    data.set("id", id);
    data.set("file", file);
    return data;
  };

  it("stores the image as WebP and makes it the banner's image", async () => {
    const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: "#806040" } }).png().toBuffer();
    const result = await uploadBannerImage(form(ids["hero-all-on"], new File([new Uint8Array(png)], "hero.png", { type: "image/png" })));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.banner.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
    const [stored] = await db.select().from(media);
    expect(stored).toMatchObject({ purpose: "banner", contentType: "image/webp", createdBy: ADMIN.userId });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "banner.image.upload", newValues: { imageUrl: result.data.banner.imageUrl } });
  });

  it("refuses a file that is not an image, whatever its name says, and changes nothing", async () => {
    const before = await snapshot();
    const fake = new File(["<html><script>alert(1)</script></html>"], "photo.jpg", { type: "image/jpeg" });
    const result = await uploadBannerImage(form(ids["hero-all-on"], fake));
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Please select an image file" });
    expect(await snapshot()).toEqual(before);
  });

  it("answers in Portuguese for pt-BR admins", async () => {
    session.locale = "pt-BR";
    const result = await uploadBannerImage(form(ids["hero-all-on"], new File(["not an image"], "a.png", { type: "image/png" })));
    expect(result).toMatchObject({ ok: false, error: "Por favor, selecione um arquivo de imagem" });
  });

  it("refuses input that is not FormData", async () => {
    expect(await uploadBannerImage({ id: ids["hero-all-on"], file: "x" })).toMatchObject({ ok: false, code: "invalid", error: "Upload failed" });
  });
});

describe("deleting a banner", () => {
  it("removes it and records the old values", async () => {
    expect(await deleteBanner({ id: ids["hero-mobile-on"] })).toEqual({ ok: true, data: { id: ids["hero-mobile-on"] } });
    expect(await activeKeys()).toEqual(["about-all-on", "hero-all-on"]);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "banner.delete", oldValues: { caption: "hero-mobile-on" } });
  });

  it("answers not found for an unknown banner", async () => {
    expect(await deleteBanner({ id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("called directly by someone who is not an admin", () => {
  const calls = {
    createBanner: () => createBanner({ section: "hero" }),
    updateBanner: () => updateBanner({ id: ids["hero-all-off"], patch: { isActive: true } }),
    deleteBanner: () => deleteBanner({ id: ids["hero-all-on"] }),
    uploadBannerImage: () => {
      const data = new FormData();
      data.set("id", ids["hero-all-on"]);
      data.set("file", new File(["x"], "x.png", { type: "image/png" }));
      return uploadBannerImage(data);
    },
  };

  it.each(Object.keys(calls))("%s is refused for a member, and nothing changes", async (name) => {
    session.viewer = MEMBER;
    const before = await snapshot();
    expect(await calls[name as keyof typeof calls]()).toMatchObject({ ok: false, code: "forbidden" });
    expect(await snapshot()).toEqual(before);
  });

  it.each(Object.keys(calls))("%s is refused for a visitor, and nothing changes", async (name) => {
    session.viewer = VISITOR;
    const before = await snapshot();
    expect(await calls[name as keyof typeof calls]()).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await snapshot()).toEqual(before);
  });
});
