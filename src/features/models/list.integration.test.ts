/**
 * Model cards against a real database: a card photo kept in the media store
 * comes with its stored sizes (so a phone is sent the 400 px file), an
 * external photo comes without, and a model with no photo has neither.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { media, modelGallery, models } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { mediaUrl } from "@/features/media/urls";
import { clearAllLocally } from "@/lib/cache";
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
    expect(byName.get("Card None")?.imageSrcSet).toBe("");
  });
});
