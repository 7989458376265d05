/**
 * The image library against a real database and a real file store: the
 * list's filters (kind, use, model, gallery visibility, broken files) and uses, and the bulk delete of unused images (access,
 * the recheck in the transaction, audit rows, files removed after commit).
 * The viewer is mocked at our own seam (tests/setup/admin-session.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, modelGallery, models, siteBanners } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { LocalDiskMediaStore, setMediaStore } from "@/lib/media";
import { createViewer, expectRefusedAndUnchanged, signInAs } from "../../../../../tests/setup/admin-session";
import { imageFixtures } from "../../../../../tests/setup/stored-images";
import { emptyTables, useTestDatabase } from "../../../../../tests/setup/test-db";

const { changePhotoVisibility, deleteUnusedImages } = await import("./actions");
const { listImageLibraryPage, countImagesByKind } = await import("./list-query");
const { storeImage } = await import("../../save");
const { mediaUrl } = await import("../../urls");
const { DEFAULT_IMAGE_LIBRARY_PARAMS } = await import("./list-params");
const { listModelChoices } = await import("./list-query");
const { lastCheckedAt } = await import("../../check-status");
const { rebuildImageVariants } = await import("../diagnostics/actions");
const { countReferencesByCategory, listDiagnosticsPage } = await import("../diagnostics/list-query");

const { db } = await useTestDatabase();
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-library-"));
const store = new LocalDiskMediaStore(mediaDir);
setMediaStore(store);
afterAll(() => {
  setMediaStore();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const TEAM = await createViewer("team");

async function image(purpose: "banner" | "gallery" | "site", name: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 60, b: 90 } } }).png().toBuffer();
  const stored = await storeImage(db, { data: png, purpose, originalFilename: name, createdBy: ADMIN.userId });
  if (!stored.ok) throw new Error(stored.message);
  return stored.mediaId;
}

async function filesOf(id: string): Promise<string[]> {
  const [row] = await db.select({ storageKey: media.storageKey, variants: media.variants }).from(media).where(eq(media.id, id));
  return [row.storageKey, ...row.variants.map((variant) => variant.key)];
}

const snapshot = async () => ({
  media: await db.select({ id: media.id }).from(media).orderBy(asc(media.id)),
  audit: await db.select().from(auditLog),
});

let used: string;
let unusedA: string;
let unusedB: string;

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, siteBanners, models, media, auditLog);
  used = await image("banner", "hero-evening.jpg");
  unusedA = await image("site", "old-about.png");
  unusedB = await image("gallery", "left-over.webp");
  await db.insert(siteBanners).values({ section: "hero", imageUrl: mediaUrl(used, "w640"), caption: "Evening" });
});

describe("the image library list", () => {
  it("shows every image with what uses it, and counts the kinds", async () => {
    const page = await listImageLibraryPage(db, DEFAULT_IMAGE_LIBRARY_PARAMS);
    expect(page.total).toBe(3);
    const byId = new Map(page.rows.map((row) => [row.id, row]));
    expect(byId.get(used)?.usedBy.map((use) => `${use.category} ${use.ownerLabel}`)).toEqual(["banners Evening"]);
    expect(byId.get(unusedA)?.usedBy).toEqual([]);
    expect(byId.get(used)).toMatchObject({ purpose: "banner", originalFilename: "hero-evening.jpg", uploadedBy: ADMIN.email });
    expect(byId.get(used)?.variants).toContain("original");
    expect(await countImagesByKind(db)).toMatchObject({ all: 3, banner: 1, site: 1, gallery: 1, blog: 0 });
  });

  it("filters by use, kind and search, and orders by size", async () => {
    const ids = async (params: Partial<typeof DEFAULT_IMAGE_LIBRARY_PARAMS>) =>
      (await listImageLibraryPage(db, { ...DEFAULT_IMAGE_LIBRARY_PARAMS, ...params })).rows.map((row) => row.id).sort();
    expect(await ids({ usage: "used" })).toEqual([used]);
    expect(await ids({ usage: "unused" })).toEqual([unusedA, unusedB].sort());
    expect(await ids({ kind: "gallery" })).toEqual([unusedB]);
    expect(await ids({ q: "ABOUT" })).toEqual([unusedA]);
    expect(await ids({ q: used.slice(0, 8) })).toEqual([used]);
    expect(await ids({ q: "50%" })).toEqual([]);
    const largest = await listImageLibraryPage(db, { ...DEFAULT_IMAGE_LIBRARY_PARAMS, sort: "largest" });
    const sizes = largest.rows.map((row) => row.byteSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});

describe("the model, visibility and broken filters", () => {
  const ids = async (params: Partial<typeof DEFAULT_IMAGE_LIBRARY_PARAMS>) =>
    (await listImageLibraryPage(db, { ...DEFAULT_IMAGE_LIBRARY_PARAMS, ...params })).rows.map((row) => row.id).sort();
  let modelA: string;
  let modelB: string;
  let main: string;
  let photo: string;
  let square: string;
  let portrait: string;
  let otherPhoto: string;

  beforeEach(async () => {
    main = await image("gallery", "main.jpg");
    photo = await image("gallery", "photo.jpg");
    square = await image("gallery", "square.jpg");
    portrait = await image("gallery", "portrait.jpg");
    otherPhoto = await image("gallery", "other.jpg");
    const rows = await db
      .insert(models)
      .values([
        { name: "Bianca", membersOnly: false, allPhotosPublic: false, imageMediaId: main },
        { name: "Ana", membersOnly: false, allPhotosPublic: false },
        { name: "Zoe (deleted)", membersOnly: false, allPhotosPublic: false, deletedAt: new Date() },
      ])
      .returning({ id: models.id, name: models.name });
    modelA = rows[0].id;
    modelB = rows[1].id;
    await db.insert(modelGallery).values([
      { modelId: modelA, imageUrl: mediaUrl(photo, "original"), mediaId: photo, squareMediaId: square, portraitMediaId: portrait, visibility: "members_only" },
      { modelId: modelB, imageUrl: mediaUrl(otherPhoto, "original"), mediaId: otherPhoto, visibility: "public" },
    ]);
  });

  it("offers the models by name, deleted ones left out", async () => {
    expect((await listModelChoices(db)).map((model) => model.name)).toEqual(["Ana", "Bianca"]);
  });

  it("narrows to the images a model uses: its main image, its photos and their crops", async () => {
    expect(await ids({ model: modelA })).toEqual([main, photo, square, portrait].sort());
    expect(await ids({ model: modelB })).toEqual([otherPhoto]);
    expect(await ids({ model: "00000000-0000-4000-8000-000000000000" })).toEqual([]);
  });

  it("narrows to gallery photos of a visibility", async () => {
    expect(await ids({ visibility: "members_only" })).toEqual([photo]);
    expect(await ids({ visibility: "public" })).toEqual([otherPhoto]);
    expect(await ids({ visibility: "admin_only" })).toEqual([]);
  });

  it("combines with the kind, the use and each other", async () => {
    expect(await ids({ model: modelA, kind: "banner" })).toEqual([]);
    expect(await ids({ model: modelA, kind: "gallery", usage: "used" })).toEqual([main, photo, square, portrait].sort());
    expect(await ids({ model: modelA, visibility: "public" })).toEqual([]);
    expect(await ids({ model: modelB, visibility: "public", usage: "used" })).toEqual([otherPhoto]);
    expect(await ids({ visibility: "public", usage: "unused" })).toEqual([]);
    expect(await ids({ kind: "gallery", usage: "unused" })).toEqual([unusedB]);
  });

  it("shows as broken an image a diagnostics check found missing files, until a rebuild writes them again", async () => {
    const { storedImage, fileKey, banner } = imageFixtures(db, ADMIN.userId);
    const hero = await storedImage("hero.png");
    await banner("Hero", mediaUrl(hero, "w400"));
    expect(await lastCheckedAt(db)).toBeNull();
    expect(await ids({ health: "broken" })).toEqual([]);

    await store.delete(await fileKey(hero, "w400"));
    await listDiagnosticsPage(db, { category: "banners", page: 1 }, await countReferencesByCategory(db));
    expect(await ids({ health: "broken" })).toEqual([hero]);
    expect(await ids({ health: "broken", kind: "banner", usage: "used" })).toEqual([hero]);
    expect(await ids({ health: "broken", usage: "unused" })).toEqual([]);
    expect(await lastCheckedAt(db)).toBeInstanceOf(Date);
    const [checked] = await db.select({ status: media.checkStatus }).from(media).where(eq(media.id, hero));
    expect(checked.status).toBe("variants-missing");

    expect(await rebuildImageVariants({ ids: [hero] })).toEqual({ ok: true, data: { succeeded: 1, failed: 0 } });
    expect(await ids({ health: "broken" })).toEqual([]);
    const [rebuilt] = await db.select({ status: media.checkStatus }).from(media).where(eq(media.id, hero));
    expect(rebuilt.status).toBe("ok");
  });
});

describe("deleting unused images", () => {
  it("deletes the rows with an audit row each, and their files after the commit", async () => {
    const files = [...(await filesOf(unusedA)), ...(await filesOf(unusedB))];
    for (const key of files) expect(await store.stat(key)).not.toBeNull();
    const result = await deleteUnusedImages({ ids: [unusedA, unusedB] });
    expect(result).toMatchObject({ ok: true, data: { deleted: expect.arrayContaining([unusedA, unusedB]) } });
    expect(await db.select({ id: media.id }).from(media).where(inArray(media.id, [unusedA, unusedB]))).toEqual([]);
    for (const key of files) expect(await store.stat(key)).toBeNull();
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "media.delete"));
    expect(audit.map((row) => row.entityId).sort()).toEqual([unusedA, unusedB].sort());
    expect(audit.find((row) => row.entityId === unusedA)?.oldValues).toMatchObject({ name: "old-about.png", purpose: "site" });
  });

  it("deletes nothing when one of them is in use (all or none), and keeps every file", async () => {
    const before = await snapshot();
    const files = await filesOf(used);
    expect(await deleteUnusedImages({ ids: [unusedA, used] })).toMatchObject({ ok: false, code: "conflict", error: "An image is in use again, so nothing was deleted. The list has been refreshed." });
    expect(await snapshot()).toEqual(before);
    for (const key of files) expect(await store.stat(key)).not.toBeNull();
  });

  it("answers not found for an image that is already gone", async () => {
    expect(await deleteUnusedImages({ ids: [unusedA, "00000000-0000-4000-8000-00000000dead"] })).toMatchObject({ ok: false, code: "not_found" });
    expect(await db.select({ id: media.id }).from(media).where(eq(media.id, unusedA))).toHaveLength(1);
  });

  it("refuses bad input in the admin's words", async () => {
    expect(await deleteUnusedImages({ ids: [] })).toMatchObject({ ok: false, code: "invalid", error: "Failed to delete images" });
    expect(await deleteUnusedImages({ ids: ["../etc/passwd"] })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("is refused to a member and a visitor, and nothing changes", async () => {
    const outsiders = [[MEMBER, "forbidden"], [VISITOR, "unauthenticated"]] as const;
    await expectRefusedAndUnchanged(() => deleteUnusedImages({ ids: [unusedA] }), outsiders, snapshot);
  });

  it("is allowed to the team (image tools permission)", async () => {
    signInAs(TEAM);
    expect(await deleteUnusedImages({ ids: [unusedA] })).toMatchObject({ ok: true });
  });
});

describe("changing the visibility of gallery photos", () => {
  let photoA: string;
  let photoB: string;
  let rowA: string;
  let rowB: string;

  beforeEach(async () => {
    const [model] = await db.insert(models).values({ name: "Library Model", membersOnly: false, allPhotosPublic: false }).returning({ id: models.id });
    photoA = await image("gallery", "terrace.jpg");
    photoB = await image("gallery", "river.jpg");
    const rows = await db
      .insert(modelGallery)
      .values([
        { modelId: model.id, imageUrl: mediaUrl(photoA, "original"), mediaId: photoA, visibility: "public" },
        { modelId: model.id, imageUrl: mediaUrl(photoB, "original"), mediaId: photoB, visibility: "admin_only" },
      ])
      .returning({ id: modelGallery.id, mediaId: modelGallery.mediaId });
    rowA = rows.find((row) => row.mediaId === photoA)!.id;
    rowB = rows.find((row) => row.mediaId === photoB)!.id;
  });

  const visibilities = async () => new Map((await db.select({ id: modelGallery.id, visibility: modelGallery.visibility }).from(modelGallery)).map((row) => [row.id, row.visibility]));
  const gallerySnapshot = async () => ({ ...(await snapshot()), photos: [...(await visibilities())].sort() });

  it("changes the ticked gallery photos, one audit row per photo changed, and skips and counts the other images", async () => {
    const result = await changePhotoVisibility({ ids: [photoA, photoB, used, unusedA], visibility: "members_only" });
    expect(result).toEqual({ ok: true, data: { changed: 2, unchanged: 0, skipped: 2 } });
    expect(await visibilities()).toEqual(new Map([[rowA, "members_only"], [rowB, "members_only"]]));
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "gallery.visibility"));
    expect(audit.map((row) => row.entityId).sort()).toEqual([rowA, rowB].sort());
    expect(audit.find((row) => row.entityId === rowB)).toMatchObject({
      actorId: ADMIN.userId,
      entityType: "model_gallery",
      oldValues: { name: "Library Model", visibility: "admin_only" },
      newValues: { name: "Library Model", visibility: "members_only" },
    });
  });

  it("writes no audit row for a photo that already has that visibility", async () => {
    expect(await changePhotoVisibility({ ids: [photoA, photoB], visibility: "admin_only" })).toEqual({ ok: true, data: { changed: 1, unchanged: 1, skipped: 0 } });
    expect((await db.select().from(auditLog)).map((row) => row.entityId)).toEqual([rowA]);
  });

  it("refuses a visibility the library does not offer, and bad ids", async () => {
    expect(await changePhotoVisibility({ ids: [photoA], visibility: "members_only_no_access" })).toMatchObject({ ok: false, code: "invalid", error: "Failed to change the visibility" });
    expect(await changePhotoVisibility({ ids: [], visibility: "public" })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("is refused to a member and a visitor, and nothing changes", async () => {
    const outsiders = [[MEMBER, "forbidden"], [VISITOR, "unauthenticated"]] as const;
    await expectRefusedAndUnchanged(() => changePhotoVisibility({ ids: [photoA, photoB], visibility: "members_only" }), outsiders, gallerySnapshot);
  });
});
