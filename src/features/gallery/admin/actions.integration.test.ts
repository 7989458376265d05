/**
 * The gallery manager's actions against a real database and a real media
 * store (a temporary folder): upload (stored through the pipeline, refused
 * by magic bytes with nothing stored), the order index rule, reorder (a
 * stale list refused), visibility, caption, delete (files gone after the
 * commit, kept while another row uses them), crops (a new file, the old one
 * removed, the rectangle validated), the main image's 3:4 crop, the upload
 * route's same-origin check, a crop file following its photo's visibility,
 * and a member refused by each action with nothing changed. The viewer is
 * mocked at our own seam (tests/setup/admin-session.ts); the rest is real.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, modelGallery, models } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, session, signInAs } from "../../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";

const { cropGalleryPhoto, deleteGalleryPhoto, reorderGallery, setGalleryVisibility, updateGalleryCaption, uploadGalleryPhoto } = await import("./actions");
const { cropModelMainImage, uploadModelMainImage } = await import("@/features/models/admin/form/actions");
const { POST: uploadRoute } = await import("@/app/api/admin/models/[id]/gallery/route");
const { findMedia, mediaAccessFor } = await import("@/features/media/access");
const { LocalDiskMediaStore, setMediaStore, getMediaStore } = await import("@/lib/media");
const { db } = await useTestDatabase();

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-gallery-"));
setMediaStore(new LocalDiskMediaStore(mediaDir));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const SUBSCRIBER = await createViewer("subscriber");

let modelId: string;

async function jpeg(width = 400, height = 300, colour = "#a0522d"): Promise<File> {
  const data = await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
  return new File([new Uint8Array(data)], "photo.jpg", { type: "image/jpeg" });
}

function uploadForm(file: File | null, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("modelId", modelId);
  if (file) form.set("file", file);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

async function upload(fields: Record<string, string> = {}, file?: File): Promise<string> {
  const result = await uploadGalleryPhoto(uploadForm(file ?? (await jpeg()), fields));
  if (!result.ok) throw new Error(`upload failed: ${JSON.stringify(result)}`);
  return result.data.id;
}

const photos = () => db.select().from(modelGallery).where(eq(modelGallery.modelId, modelId)).orderBy(asc(modelGallery.orderIndex), asc(modelGallery.createdAt));
const photo = async (id: string) => (await db.select().from(modelGallery).where(eq(modelGallery.id, id)))[0];
const mediaIds = async () => (await db.select({ id: media.id }).from(media)).map((row) => row.id).sort();

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of getMediaStore().list()) keys.push(key);
  return keys.sort();
}

async function snapshot() {
  return { photos: await photos(), media: await mediaIds(), files: await storedKeys(), audit: await db.select().from(auditLog) };
}

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, modelGallery, auditLog, models, media);
  const [model] = await db.insert(models).values({ name: "Gallery Test", membersOnly: false, allPhotosPublic: false }).returning({ id: models.id });
  modelId = model.id;
});

describe("uploading a photo", () => {
  it("stores it through the pipeline as a public photo, audited", async () => {
    const result = await uploadGalleryPhoto(uploadForm(await jpeg()));
    expect(result.ok).toBe(true);
    const [row] = await photos();
    expect(row).toMatchObject({ visibility: "public", orderIndex: 0, caption: "", squareMediaId: null });
    expect(row.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
    const [stored] = await db.select().from(media).where(eq(media.id, row.mediaId!));
    expect(stored).toMatchObject({ purpose: "gallery", contentType: "image/webp", createdBy: ADMIN.userId });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "gallery.upload", entityId: row.id, newValues: { name: "Gallery Test", visibility: "public" } });
  });

  it("refuses a .jpg that is really text, with nothing stored", async () => {
    const before = await snapshot();
    const fake = new File(["this is not a picture"], "photo.jpg", { type: "image/jpeg" });
    expect(await uploadGalleryPhoto(uploadForm(fake))).toMatchObject({ ok: false, code: "invalid", error: "Please select an image file" });
    expect(await snapshot()).toEqual(before);
  });

  it("asks for an image when none is sent, and says when the model is gone (also in the trash), in Portuguese", async () => {
    session.locale = "pt-BR";
    expect(await uploadGalleryPhoto(uploadForm(null))).toMatchObject({ ok: false, error: "Por favor, selecione uma imagem" });
    await db.update(models).set({ deletedAt: new Date() }).where(eq(models.id, modelId));
    const before = await snapshot();
    expect(await uploadGalleryPhoto(uploadForm(await jpeg()))).toMatchObject({ ok: false, code: "not_found", error: "ID do modelo não encontrado" });
    expect(await snapshot()).toEqual(before);
  });

  it("gives the new photo the highest order index of its visibility plus one", async () => {
    await upload(); // public 0
    await upload(); // public 1
    await upload({ visibility: "members_only" }); // members_only 0
    await upload({ visibility: "members_only" }); // members_only 1
    await upload(); // public 2
    const rows = await photos();
    expect(rows.map((row) => [row.visibility, row.orderIndex])).toEqual([
      ["public", 0],
      ["members_only", 0],
      ["public", 1],
      ["members_only", 1],
      ["public", 2],
    ]);
  });

  it("keeps the 1:1 and 3:4 crops chosen before sending, cut from the stored original", async () => {
    const id = await upload({ squareCrop: JSON.stringify({ x: 12.5, y: 0, width: 75, height: 100 }), portraitCrop: JSON.stringify({ x: 0, y: 0, width: 56.25, height: 100 }) }, await jpeg(800, 600));
    const row = await photo(id);
    expect(row.squareCrop).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(row.portraitCrop).toEqual({ x: 0, y: 0, width: 450, height: 600 });
    const [square] = await db.select().from(media).where(eq(media.id, row.squareMediaId!));
    expect(square).toMatchObject({ purpose: "gallery", width: 600, height: 600 });
  });

  it("refuses a crop of the wrong shape, with nothing stored", async () => {
    const before = await snapshot();
    const result = await uploadGalleryPhoto(uploadForm(await jpeg(), { squareCrop: JSON.stringify({ x: 0, y: 0, width: 100, height: 50 }) }));
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Couldn't save the edited image" });
    expect((await snapshot()).photos).toEqual(before.photos);
    expect((await snapshot()).media).toEqual(before.media);
  });
});

describe("the upload route", () => {
  const request = (origin: string, form: FormData) =>
    new Request(`http://localhost:3000/api/admin/models/${modelId}/gallery`, { method: "POST", headers: { origin, host: "localhost:3000" }, body: form });

  it("stores a photo for a same-origin request through the same action", async () => {
    const response = await uploadRoute(request("http://localhost:3000", uploadForm(await jpeg())), { params: Promise.resolve({ id: modelId }) });
    expect(await response.json()).toMatchObject({ ok: true });
    expect(await photos()).toHaveLength(1);
  });

  it("refuses another site's request, and a member's, with nothing stored", async () => {
    const before = await snapshot();
    const cross = await uploadRoute(request("https://evil.example", uploadForm(await jpeg())), { params: Promise.resolve({ id: modelId }) });
    expect(cross.status).toBe(403);
    session.viewer = MEMBER;
    const member = await uploadRoute(request("http://localhost:3000", uploadForm(await jpeg())), { params: Promise.resolve({ id: modelId }) });
    expect(await member.json()).toMatchObject({ ok: false, code: "forbidden" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("changing photos", () => {
  it("reorders from the full list, and refuses a list that is not exactly the model's photos", async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    expect(await reorderGallery({ modelId, ids: [c, a, b] })).toMatchObject({ ok: true });
    expect((await photos()).map((row) => [row.id, row.orderIndex])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const before = await snapshot();
    for (const ids of [[c, a], [c, a, b, b], [c, a, "00000000-0000-4000-8000-000000000000"]]) {
      expect(await reorderGallery({ modelId, ids })).toMatchObject({ ok: false, code: "conflict", error: expect.stringContaining("Reload the page") });
    }
    expect(await snapshot()).toEqual(before);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "gallery.reorder"));
    expect(audit).toMatchObject({ entityId: modelId, newValues: { order: [c, a, b] } });
  });

  it("changes the visibility and the caption, audited, and refuses a caption too long", async () => {
    const id = await upload();
    expect(await setGalleryVisibility({ id, visibility: "admin_only" })).toMatchObject({ ok: true });
    expect(await updateGalleryCaption({ id, caption: "  Evening in Mayfair " })).toMatchObject({ ok: true });
    expect(await photo(id)).toMatchObject({ visibility: "admin_only", caption: "Evening in Mayfair" });
    expect(await setGalleryVisibility({ id, visibility: "everyone" })).toMatchObject({ ok: false, code: "invalid", error: "Couldn't update the visibility" });
    expect(await updateGalleryCaption({ id, caption: "x".repeat(301) })).toMatchObject({ ok: false, fieldErrors: { caption: ["The caption can be at most 300 characters"] } });
    const actions = (await db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["gallery.visibility", "gallery.caption"]));
  });

  it("deletes a photo; its files go after the commit, but not a file another row still uses", async () => {
    const id = await upload({ squareCrop: JSON.stringify({ x: 0, y: 0, width: 75, height: 100 }) });
    const keep = await upload();
    const row = await photo(id);
    // The other photo shows the same file (an application's photo added twice, say).
    const other = await photo(keep);
    await db.update(modelGallery).set({ mediaId: row.mediaId, imageUrl: row.imageUrl }).where(eq(modelGallery.id, keep));

    expect(await deleteGalleryPhoto({ id })).toMatchObject({ ok: true });
    expect(await photo(id)).toBeUndefined();
    const remaining = await mediaIds();
    expect(remaining).toContain(row.mediaId);
    expect(remaining).not.toContain(row.squareMediaId);
    expect((await storedKeys()).some((key) => key.includes(row.squareMediaId!))).toBe(false);

    expect(await deleteGalleryPhoto({ id: keep })).toMatchObject({ ok: true });
    expect(await mediaIds()).not.toContain(row.mediaId);
    expect((await storedKeys()).some((key) => key.includes(row.mediaId!))).toBe(false);
    // The file the second photo had before it was pointed elsewhere was never ours to remove here.
    expect(await mediaIds()).toContain(other.mediaId);
  });

  it("crops a photo into a new file, removes the previous crop's file, and validates the rectangle", async () => {
    const id = await upload({}, await jpeg(800, 600));
    expect(await cropGalleryPhoto({ id, kind: "square", rect: { x: 0, y: 0, width: 75, height: 100 } })).toMatchObject({ ok: true });
    const first = await photo(id);
    expect(first.squareCrop).toEqual({ x: 0, y: 0, width: 600, height: 600 });

    expect(await cropGalleryPhoto({ id, kind: "square", rect: { x: 25, y: 0, width: 75, height: 100 } })).toMatchObject({ ok: true });
    const second = await photo(id);
    expect(second.squareMediaId).not.toBe(first.squareMediaId);
    expect(second.squareCrop).toEqual({ x: 200, y: 0, width: 600, height: 600 });
    expect(await mediaIds()).not.toContain(first.squareMediaId);
    expect((await storedKeys()).some((key) => key.includes(first.squareMediaId!))).toBe(false);

    const before = await snapshot();
    expect(await cropGalleryPhoto({ id, kind: "square", rect: { x: 50, y: 0, width: 75, height: 100 } })).toMatchObject({
      ok: false,
      error: "Couldn't save the edited image",
      fieldErrors: { rect: ["The crop must lie inside the picture"] },
    });
    expect(await cropGalleryPhoto({ id, kind: "portrait", rect: { x: 0, y: 0, width: 100, height: 100 } })).toMatchObject({
      ok: false,
      fieldErrors: { rect: ["The crop does not have the right shape (1:1 or 3:4)"] },
    });
    session.locale = "pt-BR";
    expect(await cropGalleryPhoto({ id, kind: "portrait", rect: { x: 0, y: 0, width: 1, height: 1 } })).toMatchObject({ ok: false, error: "Erro ao salvar imagem editada" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("the main image's 3:4 crop", () => {
  it("keeps the uncropped upload and answers the crop; cropping again starts from the kept upload", async () => {
    const form = new FormData();
    form.set("file", await jpeg(800, 600));
    form.set("crop", JSON.stringify({ x: 0, y: 0, width: 56.25, height: 100 }));
    const uploaded = await uploadModelMainImage(form);
    if (!uploaded.ok) throw new Error(JSON.stringify(uploaded));
    expect(uploaded.data.mediaId).not.toBe(uploaded.data.sourceMediaId);
    const [crop] = await db.select().from(media).where(eq(media.id, uploaded.data.mediaId));
    expect(crop).toMatchObject({ purpose: "model-main", width: 450, height: 600 });

    const again = await cropModelMainImage({ sourceMediaId: uploaded.data.sourceMediaId, rect: { x: 43.75, y: 0, width: 56.25, height: 100 } });
    expect(again).toMatchObject({ ok: true });
  });

  it("never cuts a gallery photo (perhaps members-only) into a public main image", async () => {
    const id = await upload();
    const { mediaId } = await photo(id);
    expect(await cropModelMainImage({ sourceMediaId: mediaId, rect: { x: 0, y: 0, width: 56.25, height: 100 } })).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("a crop file follows its photo's visibility", () => {
  it("a members-only photo's crop is refused to a visitor and served privately to a subscriber", async () => {
    const id = await upload({ visibility: "members_only", portraitCrop: JSON.stringify({ x: 0, y: 0, width: 56.25, height: 100 }) }, await jpeg(800, 600));
    const { portraitMediaId } = await photo(id);
    const record = (await findMedia(portraitMediaId!))!;
    expect(await mediaAccessFor(record, VISITOR)).toBe("denied");
    expect(await mediaAccessFor(record, SUBSCRIBER)).toBe("private");
    // And once public, the crop is public too.
    await setGalleryVisibility({ id, visibility: "public" });
    expect(await mediaAccessFor(record, VISITOR)).toBe("public");
  });
});

describe("called directly by a member", () => {
  let photoId: string;
  beforeEach(async () => {
    photoId = await upload();
    session.viewer = MEMBER;
  });
  const calls: Record<string, () => Promise<{ ok: boolean; code?: string }>> = {
    uploadGalleryPhoto: async () => uploadGalleryPhoto(uploadForm(await jpeg())),
    updateGalleryCaption: () => updateGalleryCaption({ id: photoId, caption: "x" }),
    setGalleryVisibility: () => setGalleryVisibility({ id: photoId, visibility: "admin_only" }),
    deleteGalleryPhoto: () => deleteGalleryPhoto({ id: photoId }),
    reorderGallery: () => reorderGallery({ modelId, ids: [photoId] }),
    cropGalleryPhoto: () => cropGalleryPhoto({ id: photoId, kind: "square", rect: { x: 0, y: 0, width: 75, height: 100 } }),
    cropModelMainImage: () => cropModelMainImage({ sourceMediaId: photoId, rect: { x: 0, y: 0, width: 56.25, height: 100 } }),
  };
  it.each(Object.keys(calls))("%s is refused, and nothing changes", async (name) => {
    const before = await snapshot();
    expect(await calls[name]()).toMatchObject({ ok: false, code: "forbidden" });
    expect(await snapshot()).toEqual(before);
  });
});
