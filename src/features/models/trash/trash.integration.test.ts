/**
 * The model trash against a real database and a real media store (decision
 * 023): a deleted model is gone from the public list, its profile, its
 * gallery route, the sitemap, stored files, members' favourites and reviews, and is
 * shown in the admin trash view; restored, it is back (off the home page);
 * purged after 30 days, its rows go by their foreign keys and its files go
 * only after the transaction commits, except a file another model still
 * uses. The viewer is mocked at our own seam (tests/setup/admin-session.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, memberFavourites, modelGallery, modelReviews, models } from "@/db/schema";
import { createViewer } from "../../../../tests/setup/admin-session";
import { session } from "../../../../tests/setup/failing-audit";
import { allowConsoleError } from "../../../../tests/setup/console";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { purgeModels, restoreModels, trashModels } = await import("../admin/actions");
const { listModelsPage } = await import("../admin/list-query");
const { DEFAULT_MODEL_LIST_PARAMS } = await import("../admin/list-params");
const { listModelCards, listModelCardsByIds } = await import("../list");
const { getModelProfile } = await import("../queries");
const { canListModel, VISITOR } = await import("@/features/access/policy");
const { getSitemap } = await import("@/features/sitemap/sitemap");
const { listFavouriteIds } = await import("@/features/favourites/queries");
/** What /account/favourites shows: the saved ids as the directory's cards. */
const listFavouriteCards = async (viewer: typeof MEMBER) => listModelCardsByIds(viewer, await listFavouriteIds(viewer.userId!));
const { setFavouriteFlow } = await import("@/features/favourites/flows");
const { MEMBER_REVIEW_MESSAGES, saveMemberReviewFlow } = await import("@/features/reviews/member/flows");
const { findMedia, mediaAccessFor } = await import("@/features/media/access");
const { storeImage } = await import("@/features/media/save");
const { LocalDiskMediaStore, setMediaStore } = await import("@/lib/media");
const { clearAllLocally } = await import("@/lib/cache");
const { GET: galleryRoute } = await import("@/app/api/models/[id]/gallery/route");
const { purgeExpiredModels } = await import("./purge");
const { TRASH_DAYS } = await import("./rules");

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-trash-"));
setMediaStore(new LocalDiskMediaStore(mediaDir));
afterAll(() => {
  setMediaStore();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const { db } = await useTestDatabase();
const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

let shade = 0;
/** A real stored image (distinct pixels, so no two are the same file). */
async function storedPhoto(): Promise<{ mediaId: string; url: string; keys: string[] }> {
  const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: { r: (shade++ * 37) % 255, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  const stored = await storeImage(db, { data: png, purpose: "gallery" });
  if (!stored.ok) throw new Error(stored.message);
  const record = await findMedia(stored.mediaId);
  return { mediaId: stored.mediaId, url: stored.url, keys: record!.variants.map((variant) => variant.key) };
}

const fileExists = (key: string) => fs.existsSync(path.join(mediaDir, ...key.split("/")));

interface Seeded {
  id: string;
  own: Awaited<ReturnType<typeof storedPhoto>>;
  /** The 1:1 crop of its own photo: a file of its own (decision 024). */
  ownCrop: Awaited<ReturnType<typeof storedPhoto>>;
  shared: Awaited<ReturnType<typeof storedPhoto>>;
  otherId: string;
}
let seeded: Seeded;

/** "Trash Target" (on the home page, a favourite, a review, a photo of its own and one shared with "Trash Keeper"). */
async function seed(): Promise<Seeded> {
  await db.delete(auditLog);
  await db.delete(models);
  const own = await storedPhoto();
  const ownCrop = await storedPhoto();
  const shared = await storedPhoto();
  const [target] = await db
    .insert(models)
    .values({ name: "Trash Target", allPhotosPublic: true, showOnHomepage: true, homepageOrder: 3, availability: "busy" })
    .returning({ id: models.id });
  const [other] = await db.insert(models).values({ name: "Trash Keeper", allPhotosPublic: true }).returning({ id: models.id });
  await db.insert(modelGallery).values([
    {
      modelId: target.id,
      imageUrl: own.url,
      mediaId: own.mediaId,
      visibility: "public",
      squareMediaId: ownCrop.mediaId,
      squareCrop: { x: 0, y: 0, width: 10, height: 10 },
    },
    { modelId: target.id, imageUrl: shared.url, mediaId: shared.mediaId, visibility: "public", orderIndex: 1 },
    { modelId: other.id, imageUrl: shared.url, mediaId: shared.mediaId, visibility: "public" },
  ]);
  await db.insert(memberFavourites).values({ userId: MEMBER.userId!, modelId: target.id });
  await db.insert(modelReviews).values({ modelId: target.id, reviewerName: "A member", rating: 5, isPublished: true });
  return { id: target.id, own, ownCrop, shared, otherId: other.id };
}

beforeAll(async () => {
  seeded = await seed();
});

beforeEach(async () => {
  session.viewer = ADMIN;
  session.failAudit = false;
  session.locale = "en-GB";
  // Public reads are cached by table; the change notifications that clear them are not listened to here.
  clearAllLocally();
});

async function publicNames(): Promise<string[]> {
  clearAllLocally();
  return (await listModelCards(VISITOR, { pageSize: 48 })).items.map((card) => card.name);
}

async function galleryStatus(id: string): Promise<number> {
  const response = await galleryRoute(new Request(`http://localhost/api/models/${id}/gallery`), { params: Promise.resolve({ id }) });
  return response.status;
}

function reviewForm(modelId: string): FormData {
  const data = new FormData();
  const values = { modelId, reviewerName: "J. R.", rating: "5", title: "A lovely evening", content: "Warm, punctual and great company at dinner." };
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

async function sitemapXml(): Promise<string> {
  clearAllLocally();
  return (await getSitemap("https://velvet.example")).xml;
}

describe("delete: to the trash", () => {
  it("is gone from the public list, profile, gallery, files, sitemap and favourites, and shown in the trash view", async () => {
    expect(await publicNames()).toContain("Trash Target");
    expect(await sitemapXml()).toContain(`/models/${seeded.id}`);

    const result = await trashModels({ ids: [seeded.id] });
    expect(result).toEqual({ ok: true, data: { changed: 1, skipped: 0 } });

    expect(await publicNames()).not.toContain("Trash Target");
    const profile = await getModelProfile(seeded.id);
    expect(profile && canListModel(VISITOR, profile)).toBe(false);
    expect(profile && canListModel(ADMIN, profile)).toBe(false);
    session.viewer = null;
    expect(await galleryStatus(seeded.id)).toBe(404);
    session.viewer = ADMIN;
    expect(await mediaAccessFor((await findMedia(seeded.own.mediaId))!, VISITOR)).toBe("denied");
    // The photo the other model still shows stays public.
    expect(await mediaAccessFor((await findMedia(seeded.shared.mediaId))!, VISITOR)).toBe("public");
    expect(await sitemapXml()).not.toContain(`/models/${seeded.id}`);
    expect((await listFavouriteCards(MEMBER)).map((card) => card.id)).not.toContain(seeded.id);
    expect(await setFavouriteFlow(MEMBER, { modelId: seeded.id, saved: true })).toMatchObject({ ok: false });
    expect(await saveMemberReviewFlow(MEMBER, reviewForm(seeded.id))).toMatchObject({ ok: false, error: MEMBER_REVIEW_MESSAGES.notAllowed });

    const active = await listModelsPage(db, DEFAULT_MODEL_LIST_PARAMS);
    expect(active.rows.map((row) => row.name)).toEqual(["Trash Keeper"]);
    expect(active.total).toBe(1);
    const trash = await listModelsPage(db, { ...DEFAULT_MODEL_LIST_PARAMS, view: "trash" });
    expect(trash.rows.map((row) => row.name)).toEqual(["Trash Target"]);
    expect(trash.rows[0].deletedAt).toBeInstanceOf(Date);
    expect(trash.total).toBe(1);

    const [row] = await db.select().from(models).where(eq(models.id, seeded.id));
    expect(row).toMatchObject({ showOnHomepage: false, homepageOrder: null, availability: "busy" });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "model.trash"));
    expect(audit).toMatchObject({ entityType: "model", entityId: seeded.id, actorId: ADMIN.userId });
  });

  it("restore brings it back as it was, but not on the home page", async () => {
    const result = await restoreModels({ ids: [seeded.id] });
    expect(result).toEqual({ ok: true, data: { changed: 1, skipped: 0 } });
    expect(await publicNames()).toContain("Trash Target");
    const profile = await getModelProfile(seeded.id);
    expect(profile && canListModel(VISITOR, profile)).toBe(true);
    session.viewer = null;
    expect(await galleryStatus(seeded.id)).toBe(200);
    session.viewer = ADMIN;
    expect(await sitemapXml()).toContain(`/models/${seeded.id}`);
    expect((await listFavouriteCards(MEMBER)).map((card) => card.id)).toContain(seeded.id);
    const [row] = await db.select().from(models).where(eq(models.id, seeded.id));
    expect(row).toMatchObject({ deletedAt: null, showOnHomepage: false, homepageOrder: null, availability: "busy" });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "model.restore"))).toHaveLength(1);
  });

  it("restore and delete now leave a model outside the trash alone", async () => {
    expect(await restoreModels({ ids: [seeded.id] })).toEqual({ ok: true, data: { changed: 0, skipped: 1 } });
    expect(await purgeModels({ ids: [seeded.id] })).toMatchObject({ ok: true, data: { changed: 0, skipped: 1 } });
    expect(await db.select({ id: models.id }).from(models).where(eq(models.id, seeded.id))).toHaveLength(1);
  });
});

describe("purge after 30 days", () => {
  it("leaves a model deleted less than 30 days ago", async () => {
    await trashModels({ ids: [seeded.id] });
    expect(await purgeExpiredModels(db)).toBe(0);
    expect(await db.select({ id: models.id }).from(models).where(eq(models.id, seeded.id))).toHaveLength(1);
  });

  it("rolls back whole when its audit rows cannot be written: rows and files stay", async () => {
    await db.execute(sql`update ${models} set deleted_at = now() - make_interval(days => ${TRASH_DAYS + 1}) where ${models.id} = ${seeded.id}`);
    session.failAudit = true;
    await expect(purgeExpiredModels(db)).rejects.toThrow("audit write failed");
    expect(await db.select({ id: models.id }).from(models).where(eq(models.id, seeded.id))).toHaveLength(1);
    expect(seeded.own.keys.every(fileExists)).toBe(true);
  });

  it("removes the model, its gallery, reviews and favourites, and files nothing else uses, after the commit", async () => {
    session.failAudit = false;
    expect(await purgeExpiredModels(db)).toBe(1);
    expect(await db.select({ id: models.id }).from(models).where(eq(models.id, seeded.id))).toEqual([]);
    expect(await db.select({ id: modelGallery.id }).from(modelGallery).where(eq(modelGallery.modelId, seeded.id))).toEqual([]);
    expect(await db.select({ id: modelReviews.id }).from(modelReviews).where(eq(modelReviews.modelId, seeded.id))).toEqual([]);
    expect(await db.select().from(memberFavourites).where(eq(memberFavourites.modelId, seeded.id))).toEqual([]);
    // Its own photo is gone, row and files; the photo "Trash Keeper" still shows stays.
    expect(await db.select({ id: media.id }).from(media).where(eq(media.id, seeded.own.mediaId))).toEqual([]);
    expect(seeded.own.keys.some(fileExists)).toBe(false);
    expect(await db.select({ id: media.id }).from(media).where(eq(media.id, seeded.ownCrop.mediaId))).toEqual([]);
    expect(seeded.ownCrop.keys.some(fileExists)).toBe(false);
    expect(await db.select({ id: media.id }).from(media).where(eq(media.id, seeded.shared.mediaId))).toHaveLength(1);
    expect(seeded.shared.keys.every(fileExists)).toBe(true);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "model.purge"));
    expect(audit).toMatchObject({ entityId: seeded.id, actorId: null });
  });
});

describe("delete now", () => {
  it("purges a model in the trash at once, files after the commit", async () => {
    seeded = await seed();
    await trashModels({ ids: [seeded.id] });
    const result = await purgeModels({ ids: [seeded.id] });
    expect(result).toMatchObject({ ok: true, data: { changed: 1, skipped: 0 } });
    expect(await db.select({ id: models.id }).from(models).where(eq(models.id, seeded.id))).toEqual([]);
    expect(seeded.own.keys.some(fileExists)).toBe(false);
    expect(seeded.shared.keys.every(fileExists)).toBe(true);
  });

  it("changes nothing and keeps the files when the transaction fails", async () => {
    seeded = await seed();
    await trashModels({ ids: [seeded.id] });
    session.failAudit = true;
    allowConsoleError(/Failed to delete model permanently/);
    const result = await purgeModels({ ids: [seeded.id] });
    expect(result).toMatchObject({ ok: false, code: "failed", error: "Failed to delete model permanently" });
    expect(await db.select({ id: models.id }).from(models).where(eq(models.id, seeded.id))).toHaveLength(1);
    expect(seeded.own.keys.every(fileExists)).toBe(true);
  });
});

describe("the main image of a model in the trash", () => {
  it("is served to admins only while the model is in the trash, and removed with it when purged", async () => {
    seeded = await seed();
    const png = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#642" } }).png().toBuffer();
    const main = await storeImage(db, { data: png, purpose: "model-main" });
    if (!main.ok) throw new Error(main.message);
    await db.update(models).set({ imageMediaId: main.mediaId, image: main.url }).where(eq(models.id, seeded.id));
    const record = (await findMedia(main.mediaId))!;
    expect(await mediaAccessFor(record, VISITOR)).toBe("public");

    await trashModels({ ids: [seeded.id] });
    expect(await mediaAccessFor(record, VISITOR)).toBe("denied");
    expect(await mediaAccessFor(record, MEMBER)).toBe("denied");
    expect(await mediaAccessFor(record, ADMIN)).toBe("private");

    expect(await purgeModels({ ids: [seeded.id] })).toMatchObject({ ok: true, data: { changed: 1 } });
    expect(await findMedia(main.mediaId)).toBeNull();
    expect(record.variants.some((variant) => fileExists(variant.key))).toBe(false);
  });
});

describe("who may, and validation", () => {
  it("refuses a member with forbidden and changes nothing", async () => {
    seeded = await seed();
    session.viewer = MEMBER;
    for (const action of [trashModels, restoreModels, purgeModels]) {
      expect(await action({ ids: [seeded.id] })).toMatchObject({ ok: false, code: "forbidden" });
    }
    const rows = await db.select({ deletedAt: models.deletedAt }).from(models).where(inArray(models.id, [seeded.id, seeded.otherId]));
    expect(rows.every((row) => row.deletedAt === null)).toBe(true);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("answers malformed input with invalid, never a 500", async () => {
    for (const input of [null, {}, { ids: "x" }, { ids: [] }, { ids: ["not-a-uuid"] }, { ids: Array.from({ length: 501 }, () => seeded.id) }]) {
      expect(await trashModels(input)).toMatchObject({ ok: false, code: "invalid", error: "Failed to delete model" });
    }
  });
});
