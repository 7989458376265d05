/**
 * Importing an image from an address through an admin upload action,
 * against a real database and media store. A listener on 127.0.0.2 plays
 * an outside web server: the import's address rule is widened for it, and
 * only for it, by wrapping fetchPublicImage (tests/setup/outside-image-host.ts;
 * the production rule has no switch). Everything else is real: the guard, the fetch, the pipeline,
 * the transaction and the audit row.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, modelGallery, models, siteBanners } from "@/db/schema";
import { getMediaStore } from "@/lib/media";
import { createViewer, signInAs } from "../../../tests/setup/admin-session";
import { OUTSIDE_HOST } from "../../../tests/setup/outside-image-host";
import { session } from "../../../tests/setup/failing-audit";
import { useTestDatabase } from "../../../tests/setup/test-db";

const { uploadBannerImage } = await import("@/features/banners/admin/actions");
const { uploadContentImage } = await import("@/features/site-content/admin/actions");
const { uploadGalleryPhoto } = await import("@/features/gallery/admin/actions");

const { db } = await useTestDatabase();
const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

let outside: http.Server;
let outsidePort = 0;
let outsideRequests = 0;
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
  outside = http.createServer((request, response) => {
    outsideRequests++;
    if (request.url === "/photos/sea.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else if (request.url === "/page.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><p>hello</p>");
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => outside.listen(0, OUTSIDE_HOST, resolve));
  outsidePort = (outside.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => outside.close(resolve));
});

let bannerId = "";

beforeEach(async () => {
  signInAs(ADMIN);
  session.locale = "en-GB";
  await db.delete(auditLog);
  await db.delete(siteBanners);
  const [banner] = await db.insert(siteBanners).values({ section: "hero", caption: "Sea" }).returning({ id: siteBanners.id });
  bannerId = banner.id;
});

const outsideAddress = (path: string) => `http://${OUTSIDE_HOST}:${outsidePort}${path}`;

function importForm(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of getMediaStore().list()) keys.push(key);
  return keys;
}

async function snapshot() {
  return {
    media: await db.select({ id: media.id }).from(media),
    files: await storedKeys(),
    audit: await db.select({ id: auditLog.id }).from(auditLog),
    banners: await db.select().from(siteBanners),
  };
}

describe("importing an image from an address", () => {
  it("stores it through the upload pipeline, sets the banner's image and records the address", async () => {
    const address = outsideAddress("/photos/sea.jpg");
    const result = await uploadBannerImage(importForm({ id: bannerId, address }));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const mediaId = result.data.banner.imageUrl.match(/\/api\/media\/([0-9a-f-]{36})\//)?.[1];
    const [stored] = await db.select().from(media).where(eq(media.id, mediaId!));
    expect(stored).toMatchObject({ purpose: "banner", contentType: "image/webp", originalFilename: "sea.jpg", createdBy: ADMIN.userId });
    expect(stored.variants.map((variant) => variant.name)).toEqual(["original", "w160", "w400", "w800"]);
    for (const variant of stored.variants) expect(await getMediaStore().stat(variant.key)).not.toBeNull();
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "banner.image.upload", actorId: ADMIN.userId, newValues: { mediaId, importedFrom: address } });
  });

  it("works for an action that only stores the image (a blog cover)", async () => {
    const result = await uploadContentImage(importForm({ purpose: "blog", address: outsideAddress("/photos/sea.jpg") }));
    expect(result).toMatchObject({ ok: true, data: { url: expect.stringMatching(/^\/api\/media\//) } });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "media.upload", newValues: { purpose: "blog", importedFrom: outsideAddress("/photos/sea.jpg") } });
  });

  it("adds a gallery photo with the chosen visibility", async () => {
    const [model] = await db.insert(models).values({ name: "Import Test", membersOnly: false, allPhotosPublic: false }).returning({ id: models.id });
    const address = outsideAddress("/photos/sea.jpg");
    const result = await uploadGalleryPhoto(importForm({ modelId: model.id, visibility: "members_only", address }));
    expect(result).toMatchObject({ ok: true, data: { photo: { visibility: "members_only" } } });
    const photos = await db.select().from(modelGallery).where(eq(modelGallery.modelId, model.id));
    expect(photos).toHaveLength(1);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "gallery.upload", newValues: { modelId: model.id, importedFrom: address } });
  });

  it.each([
    ["a loopback address", `http://127.0.0.1:${"PORT"}/photos/sea.jpg`, "This address points to a private or local network and cannot be imported"],
    ["an HTML page named .jpg", "OUTSIDE/page.jpg", "The address did not return a JPG, PNG or WebP image"],
    ["a missing page", "OUTSIDE/nothing.jpg", "The address answered with an error instead of an image"],
    ["an ftp address", "ftp://example.com/sea.jpg", "Only http:// and https:// addresses can be imported"],
  ])("refuses %s and leaves no row, no file and no audit row", async (_name, template, message) => {
    const address = template.replace("PORT", String(outsidePort)).replace("OUTSIDE", outsideAddress(""));
    const before = await snapshot();
    const result = await uploadBannerImage(importForm({ id: bannerId, address }));
    expect(result).toMatchObject({ ok: false, code: "invalid", error: message, fieldErrors: { address: [message] } });
    expect(await snapshot()).toEqual(before);
  });

  it("answers in Portuguese for pt-BR admins", async () => {
    session.locale = "pt-BR";
    const result = await uploadBannerImage(importForm({ id: bannerId, address: "http://[::1]/a.jpg" }));
    expect(result).toMatchObject({ ok: false, error: "Este endereço aponta para uma rede privada ou local e não pode ser importado" });
  });

  it("needs a file or an address", async () => {
    expect(await uploadBannerImage(importForm({ id: bannerId, address: "  " }))).toMatchObject({ ok: false, code: "invalid", error: "Upload failed" });
  });

  it("is refused for a member before anything is fetched", async () => {
    session.viewer = MEMBER;
    const requests = outsideRequests;
    const before = await snapshot();
    expect(await uploadBannerImage(importForm({ id: bannerId, address: outsideAddress("/photos/sea.jpg") }))).toMatchObject({ ok: false, code: "forbidden" });
    expect(outsideRequests).toBe(requests);
    expect(await snapshot()).toEqual(before);
  });
});
