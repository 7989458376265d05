/**
 * Model cards against a real database: a card photo kept in the media store
 * comes with its stored sizes (so a phone is sent the 400 px file), an
 * external photo comes without; a model without a main image shows the first
 * gallery photo the viewer may see, chosen after the shared cache.
 */
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { media, modelGallery, models } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { VIEWERS } from "@/features/access/truth-table.fixture";
import { mediaUrl } from "@/features/media/urls";
import { clearAllLocally } from "@/lib/cache";
import { visitorCardPhotos } from "./card-photo-query";
import { listModelCards } from "./list";

let handle: Awaited<ReturnType<typeof useTestDatabase>>;
let stored = "";

beforeAll(async () => {
  handle = await useTestDatabase();
  clearAllLocally();
  const [row] = await handle.db
    .insert(media)
    .values({
      storageKey: "model-main/card-test/original.webp",
      contentType: "image/webp",
      byteSize: 9000,
      width: 600,
      height: 800,
      purpose: "model-main",
      variants: [
        { name: "w400", key: "model-main/card-test/w400.webp", width: 400, height: 533, size: 5000 },
        { name: "original", key: "model-main/card-test/original.webp", width: 600, height: 800, size: 9000 },
      ],
    })
    .returning({ id: media.id });
  stored = row.id;
  const inserted = await handle.db
    .insert(models)
    .values([
      { name: "Card Stored", image: mediaUrl(stored, "original"), showOnHomepage: true, homepageOrder: 1 },
      { name: "Card External", image: "https://images.example.com/card.webp", showOnHomepage: true, homepageOrder: 2 },
      { name: "Card None", image: null, showOnHomepage: true, homepageOrder: 3 },
    ])
    .returning({ id: models.id });
  // A model is listed only with at least one gallery photo.
  await handle.db.insert(modelGallery).values(inserted.map(({ id }) => ({ modelId: id, imageUrl: "https://images.example.com/photo.webp" })));
});

describe("listModelCards", () => {
  it("gives a stored card photo its sizes, and none to external or missing photos", async () => {
    const { items } = await listModelCards(VISITOR, { homepageOnly: true, pageSize: 48 });
    const byName = new Map(items.map((card) => [card.name, card]));

    const withSizes = byName.get("Card Stored");
    expect(withSizes?.image).toBe(mediaUrl(stored, "original"));
    expect(withSizes?.imageSrcSet).toBe(`${mediaUrl(stored, "w400")} 400w, ${mediaUrl(stored, "original")} 600w`);

    expect(byName.get("Card External")?.imageSrcSet).toBe("");
    // No main image: the gallery's photo stands in (an external one, so no sizes).
    expect(byName.get("Card None")).toMatchObject({ image: "https://images.example.com/photo.webp", imageSrcSet: "" });
  });

  it("falls back to the first gallery photo the viewer may see: never a subscribers' photo for a visitor, from the same cached rows", async () => {
    const [mixed, membersOnly, paidOnly] = await handle.db
      .insert(models)
      .values([
        { name: "Fallback Mixed", showOnHomepage: true, homepageOrder: 4, pricing: { oneHour: null, twoHours: 900, threeHours: null, additionalHour: null } },
        { name: "Fallback Members", showOnHomepage: true, homepageOrder: 5, membersOnly: true },
        { name: "Fallback Paid Only", showOnHomepage: true, homepageOrder: 6 },
      ])
      .returning({ id: models.id });
    await handle.db.insert(modelGallery).values([
      { modelId: mixed.id, imageUrl: "/api/media/mixed-admin/original", visibility: "admin_only", orderIndex: 0 },
      { modelId: mixed.id, imageUrl: "/api/media/mixed-paid/original", visibility: "members_only", orderIndex: 1 },
      { modelId: mixed.id, imageUrl: "/api/media/mixed-public/original", visibility: "public", orderIndex: 2 },
      { modelId: membersOnly.id, imageUrl: "/api/media/members-paid/original", visibility: "members_only", orderIndex: 0 },
      { modelId: membersOnly.id, imageUrl: "/api/media/members-teaser/original", visibility: "members_only_no_access", orderIndex: 1 },
      { modelId: paidOnly.id, imageUrl: "/api/media/paid-only/original", visibility: "members_only", orderIndex: 0 },
    ]);
    clearAllLocally();
    const cards = async (viewer: typeof VISITOR) =>
      new Map((await listModelCards(viewer, { homepageOnly: true, pageSize: 48 })).items.map((card) => [card.name, card]));

    // The subscriber's listing is read first, so the visitor's comes from the same cached rows.
    const subscriber = await cards(VIEWERS.subscriber);
    const visitor = await cards(VISITOR);

    expect(subscriber.get("Fallback Mixed")?.image).toBe("/api/media/mixed-paid/original");
    expect(visitor.get("Fallback Mixed")?.image).toBe("/api/media/mixed-public/original");
    expect(subscriber.get("Fallback Members")?.image).toBe("/api/media/members-paid/original");
    expect(visitor.get("Fallback Members")).toMatchObject({ image: "/api/media/members-teaser/original", locked: true });
    // Listed (it has a photo), but a visitor may see none of its photos.
    expect(visitor.get("Fallback Paid Only")?.image).toBeNull();
    expect(subscriber.get("Fallback Paid Only")?.image).toBe("/api/media/paid-only/original");
    // The admin-only photo is first in the gallery but never stands for the model.
    expect((await cards(VIEWERS.admin)).get("Fallback Mixed")?.image).toBe("/api/media/mixed-paid/original");
    // The price shown is the cheapest booking offered.
    expect(visitor.get("Fallback Mixed")?.priceFrom).toBe(900);
    const leaked = [...visitor.values()].map((card) => card.image).filter((image) => image?.includes("paid"));
    expect(leaked).toEqual([]);

    // Open Graph and the admin thumbnail: a visitor's card photo, whoever asks.
    const rows = await handle.db.select().from(models).where(inArray(models.id, [mixed.id, membersOnly.id, paidOnly.id]));
    const shared = await visitorCardPhotos(handle.db, rows);
    expect(shared.get(mixed.id)).toBe("/api/media/mixed-public/original");
    expect(shared.get(membersOnly.id)).toBe("/api/media/members-teaser/original");
    expect(shared.get(paidOnly.id)).toBeNull();
  });
});
