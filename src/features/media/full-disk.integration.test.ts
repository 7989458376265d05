/**
 * A full disk during an upload (decision 055): the media folder is a real
 * 1 MB tmpfs, filled but for a few kilobytes, so the operating system itself
 * answers ENOSPC. The admin adding a gallery photo reads, in their language,
 * that the server has no space left, and the applicant uploading a photo gets
 * 507 with the same plain sentence; neither leaves a file, a temporary file
 * or a row behind. Mounting needs root (as CI runs); elsewhere the test says
 * why it is skipped.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { media, modelGallery, models } from "@/db/schema";
import { LocalDiskMediaStore, setMediaStore } from "@/lib/media";
import { createViewer, session, signInAs } from "../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { ownSiteHeaders, photoForm } from "../applications/test-support";

const { uploadGalleryPhoto } = await import("@/features/gallery/admin/actions");
const { uploadApplicationPhoto } = await import("@/features/applications/flows");
const { db } = await useTestDatabase();

/** A tmpfs of `bytes`, or null where this process may not mount one. */
function mountSmallDisk(bytes: number): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${bytes}`, "tmpfs", dir], { stdio: "ignore" });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  afterAll(() => {
    execFileSync("umount", [dir], { stdio: "ignore" });
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

const disk = mountSmallDisk(1024 * 1024);

/** Everything on the disk but the filler. */
function filesOn(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => name !== "filler" && fs.statSync(path.join(dir, name)).isFile());
}

/** A photo too big for what is left: noise does not compress. */
async function noisyJpeg(): Promise<Buffer> {
  const size = 900;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

describe.skipIf(disk === null)("a full disk during an upload", () => {
  const dir = disk ?? "";
  setMediaStore(new LocalDiskMediaStore(dir));
  afterAll(() => setMediaStore());
  // All but 16 KB taken.
  fs.writeFileSync(path.join(dir || os.tmpdir(), disk ? "filler" : "unused"), Buffer.alloc(disk ? 1024 * 1024 - 16 * 1024 : 0));

  it("tells the admin adding a gallery photo, in their language, and leaves nothing behind", async () => {
    signInAs(await createViewer("admin"));
    const [model] = await db.insert(models).values({ name: "Full Disk Model" }).returning();
    const form = new FormData();
    form.set("modelId", model.id);
    form.set("file", new File([new Uint8Array(await noisyJpeg())], "photo.jpg", { type: "image/jpeg" }));
    const mediaBefore = (await db.select().from(media)).length;

    expect(await uploadGalleryPhoto(form)).toMatchObject({
      ok: false,
      error: "The server has no space left to store this image. Nothing was saved; try again later or tell whoever runs the site.",
    });
    session.locale = "pt-BR";
    expect(await uploadGalleryPhoto(form)).toMatchObject({ ok: false, error: expect.stringMatching(/^O servidor não tem mais espaço/) });

    expect(await db.select().from(modelGallery)).toEqual([]);
    expect((await db.select().from(media)).length).toBe(mediaBefore);
    expect(filesOn(dir)).toEqual([]);
  });

  it("answers the applicant 507 with a plain sentence, and leaves nothing behind", async () => {
    const mediaBefore = (await db.select().from(media)).length;
    const photo = await noisyJpeg();
    const answer = await uploadApplicationPhoto(ownSiteHeaders(), async () => photoForm(photo));
    expect(answer).toMatchObject({ status: 507, body: { ok: false, error: expect.stringMatching(/^The server has no space left/) } });
    expect((await db.select().from(media)).length).toBe(mediaBefore);
    expect(filesOn(dir)).toEqual([]);
  });
});
