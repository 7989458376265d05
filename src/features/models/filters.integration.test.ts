/**
 * The /models nationality and language filters against a real database: the
 * choices come from the listed models only (hidden and trashed ones left out),
 * each once ignoring case, and the list keeps only the models that match,
 * ignoring case, with the other filters and paging as before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { modelGallery, models } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { clearAllLocally } from "@/lib/cache";
import { listModelFilterChoices } from "./filter-choices";
import { listModelCards } from "./list";

beforeAll(async () => {
  const { db } = await useTestDatabase();
  clearAllLocally();
  const inserted = await db
    .insert(models)
    .values([
      { name: "Filter Ana", nationality: "Brazilian", languages: ["Portuguese", "English"], availability: "available" },
      { name: "Filter Bia", nationality: "brazilian", languages: ["Portuguese"], availability: "busy" },
      { name: "Filter Chiara", nationality: "Italian", languages: ["Italian", "English", "Catalan"] },
      { name: "Filter Hidden", nationality: "Hidden-land", languages: ["Hiddenese"], isHidden: true },
      { name: "Filter Trashed", nationality: "Trash-land", languages: ["Trashese"], deletedAt: new Date() },
    ])
    .returning({ id: models.id });
  // A model is listed only with at least one gallery photo.
  await db.insert(modelGallery).values(inserted.map(({ id }) => ({ modelId: id, imageUrl: "https://images.example.com/photo.webp" })));
});

const names = async (filters: Parameters<typeof listModelCards>[1]) =>
  (await listModelCards(VISITOR, { pageSize: 48, sort: "name", ...filters })).items.map((card) => card.name).filter((name) => name.startsWith("Filter "));

describe("listModelFilterChoices", () => {
  it("offers the listed models' nationalities and languages, each once, never a hidden or trashed model's", async () => {
    const { nationalities, languages } = await listModelFilterChoices();
    expect(nationalities.filter((value) => value.toLowerCase() === "brazilian")).toHaveLength(1);
    expect(nationalities).toContain("Italian");
    expect(languages).toEqual(expect.arrayContaining(["Catalan", "English", "Italian", "Portuguese"]));
    expect([...nationalities, ...languages].join(" ")).not.toMatch(/Hidden|Trash/);
  });
});

describe("listModelCards by nationality and language", () => {
  it("keeps the models of a nationality, ignoring case", async () => {
    expect(await names({ nationality: "Brazilian" })).toEqual(["Filter Ana", "Filter Bia"]);
    expect(await names({ nationality: "ITALIAN" })).toEqual(["Filter Chiara"]);
  });

  it("keeps the models who speak a language, ignoring case, with the other filters", async () => {
    expect(await names({ language: "English" })).toEqual(["Filter Ana", "Filter Chiara"]);
    expect(await names({ language: "catalan" })).toEqual(["Filter Chiara"]);
    expect(await names({ language: "Portuguese", availability: "busy" })).toEqual(["Filter Bia"]);
    expect(await names({ language: "Portuguese", nationality: "Italian" })).toEqual([]);
  });

  it("counts and pages the filtered list", async () => {
    const first = await listModelCards(VISITOR, { language: "Portuguese", sort: "name", pageSize: 1, page: 1 });
    const second = await listModelCards(VISITOR, { language: "Portuguese", sort: "name", pageSize: 1, page: 2 });
    expect([first.total, first.pageCount]).toEqual([2, 2]);
    expect([...first.items, ...second.items].map((card) => card.name)).toEqual(["Filter Ana", "Filter Bia"]);
  });

  it("never lists a hidden model to a visitor, whatever it speaks", async () => {
    expect(await names({ language: "Hiddenese" })).toEqual([]);
  });
});
