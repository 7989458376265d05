/**
 * "Fix images automatically" (decision 050) on the saves of admin image
 * fields, against a real database and media store. A listener on 127.0.0.2
 * plays an outside web server (tests/setup/outside-image-host.ts widens the
 * import's address rule for it alone); everything else is real: the guard,
 * the flag read from site_settings, the fetch in `prepare`, the pipeline,
 * the transaction, the audit row and the notice.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, preferenceCategories, siteBanners, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { clearTagsLocally } from "@/lib/cache";
import { createViewer, signInAs } from "../../../tests/setup/admin-session";
import { startOutsideHost } from "../../../tests/setup/outside-image-host";
import { session } from "../../../tests/setup/failing-audit";
import { useTestDatabase } from "../../../tests/setup/test-db";

const { updateBanner } = await import("@/features/banners/admin/actions");
const { createPreferenceCategory } = await import("@/features/preference-categories/admin/actions");
const { EMPTY_PREFERENCE_CATEGORY } = await import("@/features/preference-categories/admin/schemas");

const { db } = await useTestDatabase();
const ADMIN = await createViewer("admin");
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

let outside: Awaited<ReturnType<typeof startOutsideHost>>;
let outsideRequests = 0;

beforeAll(async () => {
  const photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
  outside = await startOutsideHost((request, response) => {
    outsideRequests++;
    if (request.url === "/photos/sea.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else response.writeHead(404).end();
  });
});

afterAll(async () => {
  await outside.close();
});

async function setAutoFix(autoFixImages: boolean) {
  await db.update(siteSettings).set({ featureFlags: { autoFixImages } });
  clearTagsLocally(["site_settings"]); // what the change notification does in a running server
}

let bannerId = "";

beforeEach(async () => {
  signInAs(ADMIN);
  session.locale = "en-GB";
  outsideRequests = 0;
  await setAutoFix(true);
  await db.delete(auditLog);
  await db.delete(siteBanners);
  const [banner] = await db.insert(siteBanners).values({ section: "hero", caption: "Sea" }).returning({ id: siteBanners.id });
  bannerId = banner.id;
});

const MEDIA_ADDRESS = /^\/api\/media\/([0-9a-f-]{36})\/original$/;

describe("an outside address saved into an image field", () => {
  it("is brought home on save: the field keeps our copy, the audit row the address it came from", async () => {
    const address = outside.address("/photos/sea.jpg");
    const result = await updateBanner({ id: bannerId, patch: { imageUrl: address } });

    expect(result).toMatchObject({ ok: true });
    expect(result).not.toHaveProperty("notice");
    const [banner] = await db.select().from(siteBanners).where(eq(siteBanners.id, bannerId));
    const mediaId = banner.imageUrl.match(MEDIA_ADDRESS)?.[1];
    expect(mediaId).toBeTruthy();
    const [stored] = await db.select().from(media).where(eq(media.id, mediaId!));
    expect(stored).toMatchObject({ purpose: "banner", contentType: "image/webp", originalFilename: "sea.jpg", createdBy: ADMIN.userId });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "banner.update", newValues: { imageUrl: banner.imageUrl, importedFrom: { imageUrl: address } } });
  });

  it("is saved as typed, with a notice, when the import fails: never a lost save", async () => {
    const address = outside.address("/photos/gone.jpg");
    const before = await db.select({ id: media.id }).from(media);
    const result = await updateBanner({ id: bannerId, patch: { imageUrl: address, caption: "Kept" } });

    expect(result).toMatchObject({ ok: true, notice: expect.stringMatching(/^Saved\. The outside image could not be brought home/) });
    const [banner] = await db.select().from(siteBanners).where(eq(siteBanners.id, bannerId));
    expect(banner).toMatchObject({ imageUrl: address, caption: "Kept" });
    expect(await db.select({ id: media.id }).from(media)).toEqual(before);
  });

  it("says so in Portuguese to a pt-BR admin", async () => {
    session.locale = "pt-BR";
    const result = await updateBanner({ id: bannerId, patch: { imageUrl: outside.address("/photos/gone.jpg") } });
    expect(result).toMatchObject({ ok: true, notice: expect.stringMatching(/^Salvo\. A imagem externa não pôde ser trazida/) });
  });

  it("is saved as typed, and nothing is fetched, while the flag is off", async () => {
    await setAutoFix(false);
    const address = outside.address("/photos/sea.jpg");
    const result = await updateBanner({ id: bannerId, patch: { imageUrl: address } });
    expect(result).toMatchObject({ ok: true });
    expect(result).not.toHaveProperty("notice");
    const [banner] = await db.select().from(siteBanners).where(eq(siteBanners.id, bannerId));
    expect(banner.imageUrl).toBe(address);
    expect(outsideRequests).toBe(0);
  });

  it("leaves our own addresses alone", async () => {
    const result = await updateBanner({ id: bannerId, patch: { imageUrl: "/brand/og-default.png" } });
    expect(result).toMatchObject({ ok: true });
    expect(outsideRequests).toBe(0);
  });

  it("works the same for a category tile", async () => {
    const result = await createPreferenceCategory({ ...EMPTY_PREFERENCE_CATEGORY, name: "Auto-fixed tile", path: "/models", imageUrl: outside.address("/photos/sea.jpg") });
    expect(result).toMatchObject({ ok: true });
    const [tile] = await db.select({ imageUrl: preferenceCategories.imageUrl }).from(preferenceCategories).where(eq(preferenceCategories.name, "Auto-fixed tile"));
    expect(tile.imageUrl).toMatch(MEDIA_ADDRESS);
    const [stored] = await db.select({ purpose: media.purpose }).from(media).where(eq(media.id, tile.imageUrl.match(MEDIA_ADDRESS)![1]));
    expect(stored.purpose).toBe("category");
  });
});
