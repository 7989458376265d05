/**
 * Image Diagnostics against a real database and a real file store: each
 * reference's status (missing, variants missing, external, stored), the
 * checks batched for a page, "Rebuild variants" and "Fix to Local" (access,
 * one audit row per fix, failures counted while the rest go on). The outside
 * images come from tests/setup/outside-image-host.ts.
 */
import sharp from "sharp";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, media, modelGallery, models, siteBanners } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { LocalDiskMediaStore } from "@/lib/media";
import { createViewer, expectRefusedAndUnchanged, signInAs } from "../../../../../tests/setup/admin-session";
import "../../../../../tests/setup/outside-image-host";
import { imageFixtures, useSeaHost, useTemporaryStore } from "../../../../../tests/setup/stored-images";
import { emptyTables, useTestDatabase } from "../../../../../tests/setup/test-db";

const { rebuildImageVariants, fixImagesToLocal } = await import("./actions");
const { countReferencesByCategory, listDiagnosticsPage } = await import("./list-query");
const { checkReferences, STORE_CHECKS_AT_ONCE } = await import("./status");
const { listImageReferences } = await import("../../references");
const { mediaUrl } = await import("../../urls");
const { findMedia, mediaAccessFor } = await import("../../access");

const { db } = await useTestDatabase();

/** A local store that also counts how many reads run at once. */
class CountingStore extends LocalDiskMediaStore {
  running = 0;
  most = 0;
  override async get(key: string) {
    this.running++;
    this.most = Math.max(this.most, this.running);
    try {
      return await super.get(key);
    } finally {
      this.running--;
    }
  }
}

const { store } = useTemporaryStore("velvet-diagnostics-", (dir) => new CountingStore(dir));

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const outside = useSeaHost();
const outsideAddress = (file: string) => outside.current.address(file);

const fixtures = imageFixtures(db, ADMIN.userId);
const { storedImage, fileKey, banner } = fixtures;

async function bannerPage() {
  const counters = await countReferencesByCategory(db);
  return listDiagnosticsPage(db, { category: "banners", page: 1 }, counters);
}

async function statusOf(caption: string) {
  return (await bannerPage()).rows.find((row) => row.ownerLabel === caption);
}

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, siteBanners, media, auditLog);
});

describe("the statuses", () => {
  it("finds a stored image, a deleted file, a row that is gone, an outside address and a bad one, and counts the category", async () => {
    const kept = await storedImage("kept.png");
    const lost = await storedImage("lost.png");
    await store.delete(await fileKey(lost, "original"));
    await banner("Kept", mediaUrl(kept, "w400"));
    await banner("Lost file", mediaUrl(lost, "w400"));
    await banner("Lost row", mediaUrl("00000000-0000-4000-8000-00000000dead", "original"));
    await banner("Outside", outsideAddress("/photos/sea.jpg"));
    await banner("Typo", "images/hero.jpg");

    const counters = await countReferencesByCategory(db);
    expect(counters).toMatchObject({ banners: 5, all: 5, blog: 0 });
    expect(await statusOf("Kept")).toMatchObject({ status: "stored", store: "local", missingVariants: [], thumbnailVariant: "w160" });
    expect(await statusOf("Lost file")).toMatchObject({ status: "missing", store: null, thumbnailVariant: null });
    expect(await statusOf("Lost row")).toMatchObject({ status: "missing" });
    expect(await statusOf("Outside")).toMatchObject({ status: "external", writable: true, thumbnailVariant: null });
    expect(await statusOf("Typo")).toMatchObject({ status: "not-image" });
  });

  it("finds an original that does not decode", async () => {
    const id = await storedImage("broken.png");
    await store.put(await fileKey(id, "original"), Buffer.from("not an image at all"), "image/webp");
    await banner("Broken", mediaUrl(id));
    expect(await statusOf("Broken")).toMatchObject({ status: "unreadable" });
  });

  it("reads a page's media rows in one query and checks the store a few files at once", async () => {
    for (let index = 0; index < 10; index++) await banner(`Banner ${index}`, mediaUrl(await storedImage(`b${index}.png`), "w160"));
    const references = await listImageReferences(db, { category: "banners", limit: 25, offset: 0 });
    const select = vi.spyOn(db, "select");
    store.most = 0;
    const checks = await checkReferences(db, references);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
    expect(checks.map((check) => check.status)).toEqual(Array(10).fill("stored"));
    expect(store.most).toBeGreaterThan(1);
    expect(store.most).toBeLessThanOrEqual(STORE_CHECKS_AT_ONCE);
  });
});

describe("Rebuild variants", () => {
  it("writes a removed variant file again from the original, and records it", async () => {
    const id = await storedImage("hero.png");
    const key = await fileKey(id, "w400");
    await store.delete(key);
    await banner("Hero", mediaUrl(id, "w400"));
    expect(await statusOf("Hero")).toMatchObject({ status: "variants-missing", missingVariants: ["w400"] });

    expect(await rebuildImageVariants({ ids: [id] })).toEqual({ ok: true, data: { succeeded: 1, failed: 0 } });
    const file = await store.get(key);
    expect(file).not.toBeNull();
    expect(await sharp(file!.data).metadata()).toMatchObject({ format: "webp", width: 400 });
    expect(await statusOf("Hero")).toMatchObject({ status: "stored", missingVariants: [] });
    const [row] = await db.select({ variants: media.variants }).from(media).where(eq(media.id, id));
    expect(row.variants.map((variant) => variant.name)).toEqual(["original", "w160", "w400"]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "media.rebuild_variants"));
    expect(audit).toEqual([expect.objectContaining({ entityType: "media", entityId: id, actorId: ADMIN.userId })]);
  });

  it("counts an image whose original is gone as failed while the others are rebuilt", async () => {
    const fine = await storedImage("fine.png");
    const gone = await storedImage("gone.png");
    await store.delete(await fileKey(fine, "w160"));
    await store.delete(await fileKey(gone, "original"));
    expect(await rebuildImageVariants({ ids: [fine, gone] })).toEqual({ ok: true, data: { succeeded: 1, failed: 1 } });
    expect(await store.stat(await fileKey(fine, "w160"))).not.toBeNull();
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });
});

describe("Fix to Local", () => {
  it("imports an outside image and points the banner at its stored original", async () => {
    const address = outsideAddress("/photos/sea.jpg");
    const id = await banner("Sea", address);
    const result = await fixImagesToLocal({ items: [{ category: "banners", ownerId: id, field: "image_url", address }] });
    expect(result).toEqual({ ok: true, data: { succeeded: 1, failed: 0 } });

    const [row] = await db.select({ imageUrl: siteBanners.imageUrl }).from(siteBanners).where(eq(siteBanners.id, id));
    expect(row.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
    const mediaId = row.imageUrl!.split("/")[3];
    expect(await db.select({ purpose: media.purpose }).from(media).where(eq(media.id, mediaId))).toEqual([{ purpose: "banner" }]);
    expect(await statusOf("Sea")).toMatchObject({ status: "stored", store: "local" });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "media.fix_to_local"));
    expect(audit).toEqual([expect.objectContaining({ entityType: "banners", entityId: id, oldValues: { image_url: address } })]);
  });

  it("imports a gallery photo's outside image and keeps its id with it, so the photo's access rules still apply", async () => {
    const address = outsideAddress("/photos/sea.jpg");
    const [model] = await db.insert(models).values({ name: "Sophia", membersOnly: true }).returning({ id: models.id });
    const [photo] = await db.insert(modelGallery).values({ modelId: model.id, imageUrl: address, visibility: "members_only" }).returning({ id: modelGallery.id });
    try {
      const result = await fixImagesToLocal({ items: [{ category: "gallery", ownerId: photo.id, field: "image_url", address }] });
      expect(result).toEqual({ ok: true, data: { succeeded: 1, failed: 0 } });
      const [row] = await db.select({ imageUrl: modelGallery.imageUrl, mediaId: modelGallery.mediaId }).from(modelGallery).where(eq(modelGallery.id, photo.id));
      expect(row.imageUrl).toBe(mediaUrl(row.mediaId!));
      const record = await findMedia(row.mediaId!);
      expect(record?.purpose).toBe("gallery");
      // A members-only photo: a visitor is refused, an admin is not.
      expect(await mediaAccessFor(record!, VISITOR)).toBe("denied");
      expect(await mediaAccessFor(record!, ADMIN)).not.toBe("denied");
    } finally {
      await db.delete(models).where(eq(models.id, model.id));
    }
  });

  it("counts a refused address and a row changed meanwhile as failed, and fixes the rest", async () => {
    const good = outsideAddress("/photos/sea.jpg");
    const missing = outsideAddress("/photos/none.jpg");
    const fixed = await banner("Good", good);
    const refused = await banner("Missing", missing);
    const changed = await banner("Changed", "https://elsewhere.example/new.jpg");
    const result = await fixImagesToLocal({
      items: [
        { category: "banners", ownerId: fixed, field: "image_url", address: good },
        { category: "banners", ownerId: refused, field: "image_url", address: missing },
        { category: "banners", ownerId: changed, field: "image_url", address: good },
      ],
    });
    expect(result).toEqual({ ok: true, data: { succeeded: 1, failed: 2 } });
    const rows = await db.select({ id: siteBanners.id, imageUrl: siteBanners.imageUrl }).from(siteBanners).orderBy(asc(siteBanners.caption));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.imageUrl]))).toMatchObject({ [refused]: missing, [changed]: "https://elsewhere.example/new.jpg" });
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("refuses a column that is not one plain address without fetching it", async () => {
    const result = await fixImagesToLocal({ items: [{ category: "structured-data", ownerId: "00000000-0000-4000-8000-000000000001", field: "schema_data", address: outsideAddress("/photos/sea.jpg") }] });
    expect(result).toEqual({ ok: true, data: { succeeded: 0, failed: 1 } });
    expect(await db.select().from(media)).toEqual([]);
  });

  it("answers bad input with 'Failed to fix image' or 'Bulk fix failed'", async () => {
    expect(await rebuildImageVariants({ ids: ["../etc/passwd"] })).toMatchObject({ ok: false, code: "invalid", error: "Failed to fix image" });
    expect(await rebuildImageVariants({ ids: ["a", "b"] })).toMatchObject({ ok: false, code: "invalid", error: "Bulk fix failed" });
  });
});

describe("access", () => {
  it("refuses a member and a visitor on both actions, and nothing changes", async () => {
    const id = await storedImage("hero.png");
    await store.delete(await fileKey(id, "w400"));
    const address = outsideAddress("/photos/sea.jpg");
    const bannerId = await banner("Sea", address);
    const snapshot = () => fixtures.snapshot(store);
    const outsiders = [[MEMBER, "forbidden"], [VISITOR, "unauthenticated"]] as const;
    await expectRefusedAndUnchanged(() => rebuildImageVariants({ ids: [id] }), outsiders, snapshot);
    await expectRefusedAndUnchanged(() => fixImagesToLocal({ items: [{ category: "banners", ownerId: bannerId, field: "image_url", address }] }), outsiders, snapshot);
  });
});
