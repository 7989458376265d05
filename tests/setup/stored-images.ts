/**
 * Stored images and the banners that name them, for the integration tests of
 * the image tools (Image Diagnostics, the Image Pipeline Audit Report): an
 * image through the real upload pipeline, a variant's storage key, a banner,
 * every key in a store, and an outside host that serves one photo.
 *
 * Import tests/setup/outside-image-host.ts first where the outside host is
 * used: its `vi.mock` must be registered before the code under test.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "@/db";
import { auditLog, media, siteBanners } from "@/db/schema";
import { setMediaStore, type MediaStore } from "@/lib/media";
import { startOutsideHost } from "./outside-image-host";

/** A store in a temporary folder, made the process's media store for the file's tests and removed after them. */
export function useTemporaryStore<Store extends MediaStore>(prefix: string, make: (dir: string) => Store): { store: Store; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const store = make(dir);
  setMediaStore(store);
  afterAll(() => {
    setMediaStore();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { store, dir };
}

export function imageFixtures(db: Database, createdBy: string | null) {
  return {
    /** A stored image 500 px wide: its original, w160 and w400. */
    async storedImage(name: string): Promise<string> {
      const { storeImage } = await import("@/features/media/save");
      const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: { r: 120, g: 60, b: 90 } } }).png().toBuffer();
      const stored = await storeImage(db, { data: png, purpose: "banner", originalFilename: name, createdBy });
      if (!stored.ok) throw new Error(stored.message);
      return stored.mediaId;
    },

    async fileKey(id: string, variant: string): Promise<string> {
      const [row] = await db.select({ variants: media.variants }).from(media).where(eq(media.id, id));
      return row.variants.find((known) => known.name === variant)!.key;
    },

    async banner(caption: string, imageUrl: string): Promise<string> {
      const [row] = await db.insert(siteBanners).values({ section: "hero", caption, imageUrl }).returning({ id: siteBanners.id });
      return row.id;
    },

    /** What an image action can change (media rows, banners, audit rows, stored files), for "refused and nothing changed". */
    async snapshot(store: MediaStore) {
      return {
        media: await db.select().from(media).orderBy(asc(media.id)),
        banners: await db.select().from(siteBanners),
        audit: await db.select().from(auditLog),
        files: await storedKeys(store),
      };
    },
  };
}

/** Every key the store holds, sorted (a snapshot for "nothing changed"). */
export async function storedKeys(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
}

/** An outside host serving a 700 × 400 JPEG at /photos/sea.jpg (404 for anything else), counting the requests it gets. */
async function startSeaHost() {
  const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
  const counter = { requests: 0 };
  const host = await startOutsideHost((request, response) => {
    counter.requests++;
    if (request.url === "/photos/sea.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else response.writeHead(404).end();
  });
  return { ...host, counter };
}

type SeaHost = Awaited<ReturnType<typeof startSeaHost>>;

/** The sea host, started before the file's tests and closed after them; `current` once they run. */
export function useSeaHost(): { current: SeaHost } {
  const handle = {} as { current: SeaHost };
  beforeAll(async () => {
    handle.current = await startSeaHost();
  });
  afterAll(() => handle.current.close());
  return handle;
}
