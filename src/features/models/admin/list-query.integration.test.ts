/**
 * The Models list's reads against a real database: the search (name or
 * district), each filter, each order (empty values last), paging and the
 * counter 'x of y models'.
 */
import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { locations, modelGallery, models } from "@/db/schema";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { DEFAULT_MODEL_LIST_PARAMS, MODELS_PAGE_SIZE, type ModelListParams } from "./list-params";
import { countModels, listModelsPage } from "./list-query";

const { db } = await useTestDatabase();

const view = (overrides: Partial<ModelListParams>): ModelListParams => ({ ...DEFAULT_MODEL_LIST_PARAMS, ...overrides });
const names = (rows: { name: string }[]) => rows.map((row) => row.name);
const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-01-01T12:00:00Z").getTime();

const pricing = (oneHour: number | null) => ({ oneHour, twoHours: null, threeHours: null, additionalHour: null });

beforeAll(async () => {
  await db.delete(models);
  await db.delete(locations);
  const [mayfair, soho] = await db
    .insert(locations)
    .values([
      { name: "Mayfair", slug: "mayfair", lat: 51.51, lng: -0.147 },
      { name: "Soho", slug: "soho", lat: 51.513, lng: -0.136 },
    ])
    .returning({ id: locations.id });
  // Created a day apart in this order: Amelia is the oldest, Eve the newest.
  const base: (typeof models.$inferInsert)[] = [
    { name: "Amelia", age: 24, locationId: mayfair.id, pricing: pricing(300), availability: "available" },
    { name: "Bella", age: 31, locationId: soho.id, pricing: pricing(500), availability: "busy", membersOnly: true },
    { name: "Chloe", age: null, locationId: null, pricing: pricing(null), availability: null, allPhotosPublic: true },
    { name: "Daisy", age: 27, locationId: mayfair.id, pricing: pricing(250), availability: "unavailable", isHidden: true, membersOnly: true },
    { name: "Eve 100%_", age: 22, locationId: soho.id, pricing: pricing(400), availability: "available", showOnHomepage: true, homepageOrder: 1 },
  ];
  const seeds = base.map((seed, index) => ({ id: randomUUID(), image: `/media/${index}/card.webp`, createdAt: new Date(START + index * DAY), ...seed }));
  await db.insert(models).values(seeds);
  // Everyone but Chloe has a gallery photo.
  await db.insert(modelGallery).values(seeds.filter((seed) => seed.name !== "Chloe").map((seed) => ({ modelId: seed.id!, imageUrl: `/media/${seed.name}/1.webp` })));
});

describe("listModelsPage", () => {
  it("shows the newest first by default, with the district, the price from and whether the public site lists it", async () => {
    const page = await listModelsPage(db, view({}));
    expect(names(page.rows)).toEqual(["Eve 100%_", "Daisy", "Chloe", "Bella", "Amelia"]);
    expect(page).toMatchObject({ matching: 5, total: 5, page: 1, pageCount: 1 });
    const amelia = page.rows.find((row) => row.name === "Amelia")!;
    expect(amelia).toMatchObject({ locationName: "Mayfair", priceFrom: 300, age: 24, availability: "available", shownOnSite: true, image: "/media/0/card.webp" });
    expect(page.rows.find((row) => row.name === "Chloe")).toMatchObject({ locationName: null, priceFrom: null, shownOnSite: false });
  });

  it("thumbnails a model without a main image by a visitor's card photo, and says whether the public site lists it", async () => {
    const ids = { gallery: randomUUID(), paid: randomUUID(), adminOnly: randomUUID() };
    const created = new Date(START + 10 * DAY);
    await db.insert(models).values([
      // Only in the gallery, the first photo for subscribers: a visitor's card shows the first public one.
      { id: ids.gallery, name: "Zara gallery only", createdAt: created, pricing: { oneHour: null, twoHours: 900, threeHours: 1200, additionalHour: 300 } },
      // Subscribers' photos only: listed, but visitors see no photo.
      { id: ids.paid, name: "Zoe paid only", createdAt: created },
      // An admin-only photo does not put a model on the site.
      { id: ids.adminOnly, name: "Zelda admin only", createdAt: created },
    ]);
    await db.insert(modelGallery).values([
      { modelId: ids.gallery, imageUrl: "/media/zara/paid.webp", visibility: "members_only", orderIndex: 0 },
      { modelId: ids.gallery, imageUrl: "/media/zara/public.webp", visibility: "public", orderIndex: 1 },
      { modelId: ids.gallery, imageUrl: "/media/zara/public-2.webp", visibility: "public", orderIndex: 2 },
      { modelId: ids.paid, imageUrl: "/media/zoe/paid.webp", visibility: "members_only", orderIndex: 0 },
      { modelId: ids.adminOnly, imageUrl: "/media/zelda/id-check.webp", visibility: "admin_only", orderIndex: 0 },
    ]);
    try {
      const rows = (await listModelsPage(db, view({ q: "Z" }))).rows;
      const row = (id: string) => rows.find((candidate) => candidate.id === id);
      // The cheapest booking offered: no one-hour price, so the two hours'.
      expect(row(ids.gallery)).toMatchObject({ image: "/media/zara/public.webp", shownOnSite: true, priceFrom: 900 });
      expect(row(ids.paid)).toMatchObject({ image: null, shownOnSite: true });
      expect(row(ids.adminOnly)).toMatchObject({ image: null, shownOnSite: false });
    } finally {
      await db.delete(models).where(like(models.name, "Z% only"));
    }
  });

  it("searches the name or the district, case-insensitively, wildcards as themselves", async () => {
    expect(names((await listModelsPage(db, view({ q: "BELL" }))).rows)).toEqual(["Bella"]);
    expect(names((await listModelsPage(db, view({ q: "mayfair" }))).rows)).toEqual(["Daisy", "Amelia"]);
    expect(names((await listModelsPage(db, view({ q: "100%_" }))).rows)).toEqual(["Eve 100%_"]);
    expect(names((await listModelsPage(db, view({ q: "%" }))).rows)).toEqual(["Eve 100%_"]);
    const none = await listModelsPage(db, view({ q: "Knightsbridge" }));
    expect(none).toMatchObject({ rows: [], matching: 0, total: 5, page: 1, pageCount: 1 });
  });

  it("filters by status, 'not set' included", async () => {
    expect(names((await listModelsPage(db, view({ availability: "available" }))).rows)).toEqual(["Eve 100%_", "Amelia"]);
    expect(names((await listModelsPage(db, view({ availability: "busy" }))).rows)).toEqual(["Bella"]);
    expect(names((await listModelsPage(db, view({ availability: "unavailable" }))).rows)).toEqual(["Daisy"]);
    expect(names((await listModelsPage(db, view({ availability: "unset" }))).rows)).toEqual(["Chloe"]);
  });

  it("filters by visibility, a hidden model being hidden whatever else it is", async () => {
    expect(names((await listModelsPage(db, view({ access: "public" }))).rows)).toEqual(["Eve 100%_", "Amelia"]);
    expect(names((await listModelsPage(db, view({ access: "membersOnly" }))).rows)).toEqual(["Bella"]);
    expect(names((await listModelsPage(db, view({ access: "allPhotosPublic" }))).rows)).toEqual(["Chloe"]);
    expect(names((await listModelsPage(db, view({ access: "hidden" }))).rows)).toEqual(["Daisy"]);
  });

  it("filters by the home page, and combines filters with the search", async () => {
    expect(names((await listModelsPage(db, view({ homepage: true }))).rows)).toEqual(["Eve 100%_"]);
    const combined = await listModelsPage(db, view({ q: "soho", availability: "available", access: "public" }));
    expect(names(combined.rows)).toEqual(["Eve 100%_"]);
    expect(combined).toMatchObject({ matching: 1, total: 5 });
  });

  it("orders by name, created, age and price, empty values last both ways", async () => {
    expect(names((await listModelsPage(db, view({ sort: "name", dir: "asc" }))).rows)).toEqual(["Amelia", "Bella", "Chloe", "Daisy", "Eve 100%_"]);
    expect(names((await listModelsPage(db, view({ sort: "name", dir: "desc" }))).rows)).toEqual(["Eve 100%_", "Daisy", "Chloe", "Bella", "Amelia"]);
    expect(names((await listModelsPage(db, view({ sort: "created", dir: "asc" }))).rows)).toEqual(["Amelia", "Bella", "Chloe", "Daisy", "Eve 100%_"]);
    expect(names((await listModelsPage(db, view({ sort: "age", dir: "asc" }))).rows)).toEqual(["Eve 100%_", "Amelia", "Daisy", "Bella", "Chloe"]);
    expect(names((await listModelsPage(db, view({ sort: "age", dir: "desc" }))).rows)).toEqual(["Bella", "Daisy", "Amelia", "Eve 100%_", "Chloe"]);
    expect(names((await listModelsPage(db, view({ sort: "price", dir: "asc" }))).rows)).toEqual(["Daisy", "Amelia", "Eve 100%_", "Bella", "Chloe"]);
    expect(names((await listModelsPage(db, view({ sort: "price", dir: "desc" }))).rows)).toEqual(["Bella", "Eve 100%_", "Amelia", "Daisy", "Chloe"]);
  });
});

describe("paging and the counter", () => {
  it(`pages by ${MODELS_PAGE_SIZE}, a page past the end showing the last one, and counts matching of all`, async () => {
    const extra = Array.from({ length: 55 }, (_, index) => ({ name: `Page model ${String(index).padStart(2, "0")}`, createdAt: new Date(START - (index + 1) * DAY) }));
    await db.insert(models).values(extra);
    try {
      const first = await listModelsPage(db, view({}));
      expect(first).toMatchObject({ matching: 60, total: 60, page: 1, pageCount: 3 });
      expect(first.rows).toHaveLength(MODELS_PAGE_SIZE);
      const third = await listModelsPage(db, view({ page: 3 }));
      expect(third.rows).toHaveLength(10);
      expect(third.rows.at(-1)?.name).toBe("Page model 54");
      expect((await listModelsPage(db, view({ page: 99 }))).page).toBe(3);
      // Every model once across the pages.
      const second = await listModelsPage(db, view({ page: 2 }));
      expect(new Set([...first.rows, ...second.rows, ...third.rows].map((row) => row.id)).size).toBe(60);
      expect(await countModels(db, view({ q: "page model" }))).toEqual({ matching: 55, total: 60 });
      expect(await countModels(db, view({ availability: "unset" }))).toEqual({ matching: 56, total: 60 });
    } finally {
      await db.delete(models).where(like(models.name, "Page model %"));
    }
  });
});
