import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { listModels, lockedProfile, pickModel, profileGallery, type FixtureModel } from "./support/fixtures";

interface ApiPhoto {
  id: string;
  imageUrl: string;
  caption: string;
  visibility: string;
}

/** A mixed model (neither members-only nor all-public) whose subscriber gallery has at least `min` photos. */
function pickMixedModelWithPhotos(models: FixtureModel[], min: number): FixtureModel {
  const found = models.find((m) => {
    if (m.membersOnly || m.allPhotosPublic) return false;
    const visible = new Set(m.photos.filter((p) => p.visibility === "public" || p.visibility === "members_only").map((p) => p.imageUrl));
    return visible.size >= min && m.photos.some((p) => p.visibility === "public");
  });
  if (!found) throw new Error(`No seeded mixed model with ${min}+ photos for subscribers`);
  return found;
}

async function galleryFor(page: Page, modelId: string): Promise<ApiPhoto[]> {
  const response = await page.request.get(`/api/models/${modelId}/gallery`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { photos: ApiPhoto[] }).photos;
}

async function bodyScrollLocked(page: Page): Promise<{ attribute: boolean; overflow: string }> {
  return page.evaluate(() => ({
    attribute: document.body.hasAttribute("data-scroll-locked"),
    overflow: getComputedStyle(document.body).overflow,
  }));
}

test.describe("a subscriber's gallery", () => {
  test("steps, wraps, opens the lightbox, and reloads on galleryUpdated", { tag: "@postgres" }, async ({ page, request, asSubscriber: _subscriber }) => {
    const model = pickMixedModelWithPhotos(await listModels(request), 4);
    await page.goto(`/models/${model.id}`);

    const photos = await galleryFor(page, model.id);
    const total = photos.length;
    expect(total).toBeGreaterThanOrEqual(4);
    // Public and paid photos, never admin-only ones.
    expect(new Set(photos.map((p) => p.visibility))).toEqual(new Set(["public", "members_only"]));

    const gallery = profileGallery(page);
    // "n / N" under the photo, announced as it changes.
    const counter = gallery.getByRole("status");
    const previous = gallery.getByRole("button", { name: "Previous photo" });
    const next = gallery.getByRole("button", { name: "Next photo" });
    const expectAt = async (index: number) => {
      await expect(counter).toHaveText(`${index + 1} / ${total}`);
      if (photos[index].caption) await expect(gallery.getByText(photos[index].caption, { exact: true })).toBeVisible();
    };

    await expectAt(0);
    // Wraps backwards from the first photo to the last…
    await previous.click();
    await expectAt(total - 1);
    // …and forwards from the last to the first.
    await next.click();
    await expectAt(0);
    for (let i = 1; i < total; i++) {
      await next.click();
      await expectAt(i);
    }
    await next.click();
    await expectAt(0);
    expect(photos[0].caption).not.toBe(photos[1].caption);

    // Thumbnails: one per photo, the chosen one marked.
    const thumbnails = gallery.getByRole("list", { name: /Choose a photo/ }).getByRole("button");
    await expect(thumbnails).toHaveCount(total);
    await thumbnails.nth(2).click();
    await expectAt(2);
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(thumbnails.nth(0)).not.toHaveAttribute("aria-current", "true");
    await expect(gallery.locator("figure img")).toHaveAttribute("src", photos[2].imageUrl);

    // A mouse drag to the left is a swipe: next photo, and no lightbox.
    const opener = gallery.getByRole("button", { name: /full screen/ });
    const box = (await opener.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expectAt(3);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await thumbnails.nth(2).click();
    await expectAt(2);

    // The lightbox: a named dialog with the model's name, the caption and "n of N".
    const unlocked = await bodyScrollLocked(page);
    expect(unlocked.attribute).toBe(false);
    expect(unlocked.overflow).not.toBe("hidden");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(dialog).toBeVisible();
    const lightboxCounter = dialog.getByRole("status");
    await expect(lightboxCounter).toHaveText(`3 of ${total}`);
    await expect(dialog.getByText(model.name, { exact: true })).toBeVisible();
    await expect(dialog.getByText(photos[2].caption, { exact: true })).toBeVisible();
    expect(await bodyScrollLocked(page)).toEqual({ attribute: true, overflow: "hidden" });

    await page.keyboard.press("ArrowRight");
    await expect(lightboxCounter).toHaveText(`4 of ${total}`);
    await expect(dialog.getByText(photos[3].caption, { exact: true })).toBeVisible();
    for (const expected of [3, 2, 1, total]) {
      await page.keyboard.press("ArrowLeft");
      await expect(lightboxCounter).toHaveText(`${expected} of ${total}`);
    }
    await page.keyboard.press("ArrowRight");
    await expect(lightboxCounter).toHaveText(`1 of ${total}`);
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(lightboxCounter).toHaveText(`2 of ${total}`);

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await bodyScrollLocked(page)).toEqual(unlocked);
    // The inline gallery followed the lightbox.
    await expectAt(1);

    // The close button works too.
    await opener.click();
    await page.getByRole("dialog", { name: "Photo viewer" }).getByRole("button", { name: "Close photo viewer" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    // galleryUpdated reloads the gallery from the API.
    const reloaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/models/${model.id}/gallery` && response.request().method() === "GET",
    );
    await page.evaluate(() => window.dispatchEvent(new Event("galleryUpdated")));
    const response = await reloaded;
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("status").filter({ hasText: "Loading gallery…" })).toHaveCount(0);
    await expectAt(1);
    await expect(thumbnails).toHaveCount(total);
  });
});

test.describe("a visitor", () => {
  test("gets 404 from the gallery API for a members-only model, with no photo named", async ({ request }) => {
    const model = pickModel(await listModels(request), "membersOnly", ["members_only"]);
    const response = await request.get(`/api/models/${model.id}/gallery`);
    expect(response.status()).toBe(404);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const text = await response.text();
    for (const photo of model.photos) expect(text).not.toContain(photo.imageUrl);
  });

  test("gets only the public photos of a mixed model from the gallery API", async ({ request }) => {
    const model = pickModel(await listModels(request), "mixed", ["public", "members_only"]);
    const response = await request.get(`/api/models/${model.id}/gallery`);
    expect(response.status()).toBe(200);
    const { photos } = (await response.json()) as { photos: ApiPhoto[] };
    const publicUrls = model.photos.filter((p) => p.visibility === "public").map((p) => p.imageUrl);
    expect(new Set(photos.map((p) => p.imageUrl))).toEqual(new Set(publicUrls));
  });

  test("is told how many more photos subscribers see, and how to get in", async ({ page, request }) => {
    const model = pickModel(await listModels(request), "mixed", ["public", "members_only"]);
    await page.goto(`/models/${model.id}`);
    // A paid photo that is also a public one (same file) is no extra photo.
    const publicUrls = new Set(model.photos.filter((p) => p.visibility === "public").map((p) => p.imageUrl));
    const paid = new Set(model.photos.filter((p) => p.visibility === "members_only" && !publicUrls.has(p.imageUrl)).map((p) => p.imageUrl)).size;
    const notice = page.getByRole("complementary", { name: `${paid} more ${paid === 1 ? "photo" : "photos"} of ${model.name} for subscribers` });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/auth?next=${encodeURIComponent(`/models/${model.id}`)}`);
    await expect(notice.getByRole("link", { name: "Become a member" })).toBeVisible();
  });

  test("a members-only profile is noindex and shares no photo of it", async ({ page, request }) => {
    const model = pickModel(await listModels(request), "membersOnly", ["members_only_no_access"]);
    await page.goto(`/models/${model.id}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const ogImage = (await page.locator('meta[property="og:image"]').first().getAttribute("content")) ?? "";
    for (const photo of model.photos) expect(ogImage).not.toContain(photo.imageUrl);
  });

  test("an unknown model is a real 404 saying so", async ({ page }) => {
    const response = await page.goto("/models/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Model not found" })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test("the profile fits the screen with 48 px controls", async ({ page, request }) => {
    const models = await listModels(request);
    const mixed = pickModel(models, "mixed", ["public", "members_only"]);
    await page.goto(`/models/${mixed.id}`);
    await expect(profileGallery(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of ["Previous photo", "Next photo"]) {
      const size = await profileGallery(page).getByRole("button", { name }).boundingBox();
      expect(size!.width).toBeGreaterThanOrEqual(48);
      expect(size!.height).toBeGreaterThanOrEqual(48);
    }

    // The longest thumbnail strip scrolls inside the page instead of widening it.
    const mostPhotos = models.filter((m) => !m.membersOnly).sort((a, b) => b.photos.length - a.photos.length)[0];
    await page.goto(`/models/${mostPhotos.id}`);
    await expect(profileGallery(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const locked = pickModel(models, "membersOnly");
    await page.goto(`/models/${locked.id}`);
    await expect(lockedProfile(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
