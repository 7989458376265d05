/**
 * What a public page's render costs the database, held by counting the
 * statements sent (docs/decisions/041-renderer-cost.md): the site settings
 * every page shows are read once until site_settings changes, and a listing
 * costs the same few queries however many cards it holds (no query per card).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { modelGallery, models, siteSettings } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { VIEWERS } from "@/features/access/truth-table.fixture";
import { getSiteSettings } from "@/features/site/queries";
import { clearAllLocally, clearTagsLocally } from "@/lib/cache";
import { listModelCards } from "./list";

let handle: Awaited<ReturnType<typeof useTestDatabase>>;

/** Counts the statements the driver sends (PGlite or a pg pool) while `fn` runs. */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let count = 0;
  client.query = (...args: unknown[]) => {
    count++;
    return original.apply(client, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return count;
}

beforeAll(async () => {
  handle = await useTestDatabase();
  clearAllLocally();
  const inserted = await handle.db
    .insert(models)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Render Reads ${i}`,
        showOnHomepage: true,
        homepageOrder: i + 1,
        // Half with a main image, half whose card falls back to a gallery photo; all through the media route, whose sizes are looked up.
        image: i % 2 === 0 ? `/api/media/${randomUUID()}/original` : null,
        membersOnly: i % 3 === 0,
      })),
    )
    .returning({ id: models.id });
  await handle.db.insert(modelGallery).values(inserted.map(({ id }) => ({ modelId: id, imageUrl: `/api/media/${randomUUID()}/original` })));
});

describe("site settings", () => {
  it("are read once, then served from the shared copy until site_settings changes", async () => {
    clearAllLocally();
    expect(await countQueries(() => getSiteSettings())).toBe(1);
    expect(await countQueries(() => Promise.all([getSiteSettings(), getSiteSettings()]))).toBe(0);

    const row = { brandName: "Render Reads", siteUrl: "https://render.example", memberMailDomain: "render.example", contactEmail: "c@render.example" };
    await handle.db.insert(siteSettings).values({ id: 1, ...row }).onConflictDoUpdate({ target: siteSettings.id, set: row });
    // What the change notification for the table does on every instance (decision 008).
    clearTagsLocally(["site_settings"]);
    let settings: Awaited<ReturnType<typeof getSiteSettings>> | undefined;
    expect(await countQueries(async () => (settings = await getSiteSettings()))).toBe(1);
    expect(settings?.brandName).toBe("Render Reads");
  });
});

describe("a listing's queries", () => {
  it("do not grow with the number of cards, for a visitor or a member", async () => {
    for (const viewer of [VISITOR, VIEWERS.member]) {
      clearAllLocally();
      const forTwo = await countQueries(() => listModelCards(viewer, { homepageOnly: true, pageSize: 2 }));
      clearAllLocally();
      let cards = 0;
      const forTwelve = await countQueries(async () => (cards = (await listModelCards(viewer, { homepageOnly: true, pageSize: 12 })).items.length));
      expect(cards).toBe(12);
      expect(forTwelve).toBe(forTwo);
      // And a second render of the same listing reads nothing: the rows are cached by filters.
      expect(await countQueries(() => listModelCards(viewer, { homepageOnly: true, pageSize: 12 }))).toBe(0);
    }
  });
});
