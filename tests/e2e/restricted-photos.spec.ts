import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E, galleryImageUrls, listModels, lockedProfile, pickModel, signIn, type FixtureModel } from "./support/fixtures";

function urlsOf(model: FixtureModel, ...visibilities: FixtureModel["photos"][number]["visibility"][]): string[] {
  return model.photos.filter((p) => visibilities.includes(p.visibility)).map((p) => p.imageUrl);
}

async function expectUnreachable(request: APIRequestContext, url: string) {
  const direct = await request.get(url);
  expect(direct.status(), `GET ${url}`).toBe(404);
  // The image optimiser must not fetch it on the visitor's behalf either.
  const optimised = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
  expect(optimised.status(), `optimiser for ${url}`).toBeGreaterThanOrEqual(400);
}

test.describe("a visitor", () => {
  test("gets only public photos of a mixed model, by page and by file URL", async ({ page, request }) => {
    const model = pickModel(await listModels(request), "mixed", ["public", "members_only"]);
    await page.goto(`/models/${model.id}`);
    expect(new Set(await galleryImageUrls(page))).toEqual(new Set(urlsOf(model, "public")));

    const html = await page.content();
    for (const url of urlsOf(model, "members_only", "admin_only", "members_only_no_access")) {
      expect(html, `page HTML must not contain ${url}`).not.toContain(url);
      await expectUnreachable(request, url);
    }
    const publicFile = await request.get(urlsOf(model, "public")[0]);
    expect(publicFile.status()).toBe(200);
    expect(publicFile.headers()["content-type"]).toBe("image/webp");
    expect(publicFile.headers()["cache-control"]).toContain("immutable");
  });

  test("sees a members-only model locked, with no paid photo in the HTML or by URL", async ({ page, request }) => {
    const model = pickModel(await listModels(request), "membersOnly", ["members_only", "members_only_no_access"]);
    await page.goto(`/models/${model.id}`);
    await expect(lockedProfile(page)).toBeVisible();
    const html = await page.content();
    for (const url of urlsOf(model, "members_only", "admin_only")) {
      expect(html).not.toContain(url);
      await expectUnreachable(request, url);
    }
  });

  test("cannot reach files through guessed paths", async ({ request }) => {
    for (const path of ["/data/media", "/media", "/api/media/../../data", "/api/media/not-a-uuid/original", "/%61pi/media/x/original"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });
});

// Tagged so that it runs on both stores: local disk (embedded pass) and S3 (PostgreSQL pass).
test("a photo is served whole or by byte range with the same cache rules, and a restricted one not even in part", { tag: "@postgres" }, async ({ request }) => {
  const model = pickModel(await listModels(request), "mixed", ["public", "members_only"]);
  const url = urlsOf(model, "public")[0];
  const whole = await request.get(url);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  const bytes = await whole.body();
  const size = bytes.length;

  for (const [range, start, end] of [["bytes=0-99", 0, 99], ["bytes=-10", size - 10, size - 1], [`bytes=100-`, 100, size - 1]] as const) {
    const part = await request.get(url, { headers: { Range: range } });
    expect(part.status(), range).toBe(206);
    expect(part.headers()["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
    expect(part.headers()["content-type"], range).toBe("image/webp");
    expect(part.headers()["cache-control"], range).toBe(whole.headers()["cache-control"]);
    expect((await part.body()).equals(bytes.subarray(start, end + 1)), range).toBe(true);
  }

  const past = await request.get(url, { headers: { Range: `bytes=${size}-` } });
  expect(past.status()).toBe(416);
  expect(past.headers()["content-range"]).toBe(`bytes */${size}`);

  const restricted = await request.get(urlsOf(model, "members_only")[0], { headers: { Range: "bytes=0-99" } });
  expect(restricted.status()).toBe(404);
});

test.describe("a subscriber", () => {
  test("gets public and paid photos of a mixed model, privately cached, but never admin-only ones", async ({ page, request, asSubscriber: _subscriber }) => {
    const model = pickModel(await listModels(request), "mixed", ["public", "members_only"]);
    await page.goto(`/models/${model.id}`);
    expect(new Set(await galleryImageUrls(page))).toEqual(new Set(urlsOf(model, "public", "members_only")));

    const paid = await page.request.get(urlsOf(model, "members_only")[0]);
    expect(paid.status()).toBe(200);
    expect(paid.headers()["cache-control"]).toContain("private");
    for (const url of urlsOf(model, "admin_only")) {
      expect((await page.request.get(url)).status()).toBe(404);
    }
  });

  test("gets the paid photos of a members-only model instead of the teasers", async ({ page, request, asSubscriber: _subscriber }) => {
    const model = pickModel(await listModels(request), "membersOnly", ["members_only", "members_only_no_access"]);
    await page.goto(`/models/${model.id}`);
    expect(new Set(await galleryImageUrls(page))).toEqual(new Set(urlsOf(model, "members_only")));
  });
});

test("an expired exclusive member is refused at sign-in", async ({ page }) => {
  await signIn(page, "expiredclient@members.velvet.london", E2E.demoPassword);
  await expect(page.getByText(/membership has expired/i).first()).toBeVisible();
});
