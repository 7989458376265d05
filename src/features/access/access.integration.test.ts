/**
 * The truth table again, but asked of the real data layer: the SQL gallery
 * query and the media route's file access decision, on a real database with
 * real stored files.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { modelGallery, models, type PhotoVisibility } from "@/db/schema";
import { getGalleryForViewer } from "@/features/gallery/queries";
import { findMedia, mediaAccessFor } from "@/features/media/access";
import { storeImage } from "@/features/media/save";
import { LocalDiskMediaStore, setMediaStore } from "@/lib/media";
import { canViewPhoto, VISITOR } from "./policy";
import { ALL_VISIBILITIES, CODES, EXPECTED, MODELS, VIEWERS, type ModelName, type ViewerName } from "./truth-table.fixture";

interface SeededModel {
  id: string;
  name: string;
  image: string | null;
  fields: (typeof MODELS)[ModelName];
  photos: { url: string; mediaId: string; visibility: PhotoVisibility }[];
}

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-access-"));
const seeded = new Map<ModelName, SeededModel>();

beforeAll(async () => {
  setMediaStore(new LocalDiskMediaStore(mediaDir));
  const { db } = await useTestDatabase();
  let shade = 0;
  for (const [modelName, fields] of Object.entries(MODELS) as [ModelName, (typeof MODELS)[ModelName]][]) {
    const [model] = await db.insert(models).values({ name: `Model ${modelName}`, ...fields }).returning({ id: models.id });
    const photos: SeededModel["photos"] = [];
    for (const [index, visibility] of ALL_VISIBILITIES.entries()) {
      // A distinct image per photo, so no two collapse as duplicates.
      const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: shade++ * 9, g: 40, b: 80 } } })
        .png()
        .toBuffer();
      const stored = await storeImage(db, { data: png, purpose: "gallery" });
      if (!stored.ok) throw new Error(stored.message);
      await db.insert(modelGallery).values({ modelId: model.id, imageUrl: stored.url, mediaId: stored.mediaId, visibility, orderIndex: index });
      photos.push({ url: stored.url, mediaId: stored.mediaId, visibility });
    }
    seeded.set(modelName, { id: model.id, name: `Model ${modelName}`, image: null, fields, photos });
  }
});

afterAll(() => {
  setMediaStore();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

function codesOf(visibilities: string[]): string {
  return ALL_VISIBILITIES.filter((v) => visibilities.includes(v)).map((v) => CODES[v]).join("") || "-";
}

describe("gallery query (SQL filter) matches the truth table", () => {
  for (const modelName of Object.keys(MODELS) as ModelName[]) {
    for (const viewerName of Object.keys(VIEWERS) as ViewerName[]) {
      it(`${viewerName} × ${modelName}`, async () => {
        const model = seeded.get(modelName)!;
        const photos = await getGalleryForViewer({ ...model, ...model.fields }, VIEWERS[viewerName]);
        expect(codesOf(photos.map((p) => p.visibility))).toBe(EXPECTED[modelName][viewerName].photos);
      });
    }
  }
});

describe("media file access matches the truth table", () => {
  for (const modelName of Object.keys(MODELS) as ModelName[]) {
    for (const viewerName of Object.keys(VIEWERS) as ViewerName[]) {
      it(`${viewerName} × ${modelName}`, async () => {
        const model = seeded.get(modelName)!;
        const allowed: string[] = [];
        for (const photo of model.photos) {
          const record = await findMedia(photo.mediaId);
          const access = await mediaAccessFor(record!, VIEWERS[viewerName]);
          if (access !== "denied") allowed.push(photo.visibility);
          // Only files every visitor may see are cacheable in shared caches.
          const publicForVisitors = canViewPhoto(VISITOR, model.fields, photo.visibility);
          if (access === "public") expect(publicForVisitors).toBe(true);
        }
        // A file is readable by this viewer if their gallery shows it, or if it
        // is public to every visitor (e.g. a teaser photo, which subscribers'
        // galleries replace with the paid ones but which is no secret).
        const expected = EXPECTED[modelName][viewerName].photos + EXPECTED[modelName].visitor.photos;
        expect(codesOf(allowed)).toBe(codesOf(ALL_VISIBILITIES.filter((v) => expected.includes(CODES[v]))));
      });
    }
  }

  it("application uploads are for admins only", async () => {
    const { db } = await useTestDatabase();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#333" } }).png().toBuffer();
    const stored = await storeImage(db, { data: png, purpose: "application" });
    if (!stored.ok) throw new Error(stored.message);
    const record = (await findMedia(stored.mediaId))!;
    expect(await mediaAccessFor(record, VIEWERS.visitor)).toBe("denied");
    expect(await mediaAccessFor(record, VIEWERS.subscriber)).toBe("denied");
    expect(await mediaAccessFor(record, VIEWERS.team)).toBe("denied");
    expect(await mediaAccessFor(record, VIEWERS.admin)).toBe("private");
    // It opens a database of its own and runs the image pipeline: 28 s was seen with the whole suite on two cores.
  }, 45_000);
});
