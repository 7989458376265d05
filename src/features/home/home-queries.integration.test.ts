/**
 * The home page's reads against a real database: only active, public rows for
 * the right device, in order; district FAQs and unsafe tile links left out;
 * and a banner read that fails shows 'Failed to fetch banners' instead of throwing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { allowConsoleError } from "../../../tests/setup/console";
import { faqs, preferenceCategories, siteBanners } from "@/db/schema";
import { BANNER_LOAD_FAILED, getBanners } from "@/features/banners/queries";
import { listPublicFaqs } from "@/features/faqs/queries";
import { listPreferenceTiles } from "@/features/preference-categories/queries";
import { clearAllLocally } from "@/lib/cache";

let handle: Awaited<ReturnType<typeof useTestDatabase>>;

beforeAll(async () => {
  handle = await useTestDatabase();
  clearAllLocally();
  const banner = (caption: string, extra: Partial<typeof siteBanners.$inferInsert>) => ({
    section: "hero" as const,
    caption,
    imageUrl: `/images/${caption}.webp`,
    ...extra,
  });
  await handle.db.insert(siteBanners).values([
    banner("all-2", { orderIndex: 2, deviceType: "all" }),
    banner("all-1", { orderIndex: 1, deviceType: "all" }),
    banner("desktop", { orderIndex: 3, deviceType: "desktop" }),
    banner("mobile", { orderIndex: 4, deviceType: "mobile" }),
    banner("inactive", { orderIndex: 0, isActive: false }),
    banner("admin-only", { orderIndex: 0, visibility: "admin_only" }),
    banner("about", { section: "about" }),
    banner("bad-image", { orderIndex: 9, imageUrl: "javascript:alert(1)" }),
  ]);
  await handle.db.insert(faqs).values([
    { id: "b", question: "Second?", answer: "2", orderIndex: 2 },
    { id: "a", question: "First?", answer: "1", orderIndex: 1 },
    { id: "off", question: "Hidden?", answer: "x", orderIndex: 0, isActive: false },
    { id: "geo-mayfair-1", question: "Mayfair?", answer: "x", orderIndex: 0 },
  ]);
  await handle.db.insert(preferenceCategories).values([
    { name: "Second", path: "/second", orderIndex: 2 },
    { name: "First", path: "/first", orderIndex: 1 },
    { name: "Off", path: "/off", orderIndex: 0, isActive: false },
    { name: "Script", path: "javascript:alert(1)", orderIndex: 3 },
  ]);
});

describe("getBanners", () => {
  it("gives active public banners for all devices plus the desktop ones, in order", async () => {
    const result = await getBanners("hero", "desktop");
    expect(result.ok && result.banners.map((b) => b.caption)).toEqual(["all-1", "all-2", "desktop", "bad-image"]);
  });

  it("gives the mobile set on a phone", async () => {
    const result = await getBanners("hero", "mobile");
    expect(result.ok && result.banners.map((b) => b.caption)).toEqual(["all-1", "all-2", "mobile", "bad-image"]);
  });

  it("keeps an unusable image URL out of the page", async () => {
    const result = await getBanners("hero", "desktop");
    const bad = result.ok ? result.banners.find((b) => b.caption === "bad-image") : undefined;
    expect(bad?.image).toBeNull();
    const good = result.ok ? result.banners[0] : undefined;
    expect(good?.image).toEqual({ src: "/images/all-1.webp", srcSet: "", width: 1600, height: 900 });
  });

  it("answers 'Failed to fetch banners' instead of throwing when the read fails", async () => {
    allowConsoleError(/\[banners\]/);
    clearAllLocally();
    await handle.db.execute("alter table site_banners rename to site_banners_away");
    try {
      expect(await getBanners("services", "desktop")).toEqual({ ok: false, message: BANNER_LOAD_FAILED });
    } finally {
      await handle.db.execute("alter table site_banners_away rename to site_banners");
    }
  });
});

describe("listPublicFaqs", () => {
  it("gives active general FAQs in order, without district (geo-) ones", async () => {
    expect((await listPublicFaqs()).map((f) => f.id)).toEqual(["a", "b"]);
  });
});

describe("listPreferenceTiles", () => {
  it("gives active tiles in order and drops ones whose path is not a safe link", async () => {
    expect((await listPreferenceTiles()).map((t) => [t.name, t.href])).toEqual([
      ["First", "/first"],
      ["Second", "/second"],
    ]);
  });
});
