/**
 * Which paths are public pages, against a real database: the fixed routes,
 * active categories and districts, published posts and models not in the
 * trash; and one query per kind, whatever the number of paths.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { models } from "@/db/schema";
import { LEGAL_DOCUMENTS } from "@/features/legal/document";
import { districtPath } from "@/features/locations/paths";
import { insertListingFixtures } from "../../../tests/setup/listing-fixtures";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { DISTRICT_PATH_PREFIX, existingPublicPages, isPublicPage, STATIC_PUBLIC_PATHS } from "./public-pages";

const { db } = await useTestDatabase();
const ids = { live: "", trashed: "" };

beforeAll(async () => {
  await insertListingFixtures(db);
  const [live] = await db.insert(models).values({ name: "Live", membersOnly: true }).returning({ id: models.id });
  const [trashed] = await db.insert(models).values({ name: "Trashed", deletedAt: new Date() }).returning({ id: models.id });
  ids.live = live.id;
  ids.trashed = trashed.id;
});

describe("existingPublicPages", () => {
  it("knows the fixed routes, with the legal paths and the district prefix their owners use", async () => {
    expect(STATIC_PUBLIC_PATHS).toEqual(expect.arrayContaining([LEGAL_DOCUMENTS.privacy.path, LEGAL_DOCUMENTS.terms.path]));
    expect(districtPath("mayfair")).toBe(`/${DISTRICT_PATH_PREFIX}mayfair`);
    const found = await existingPublicPages(["/", "/models", "/blog", "/faq", "/privacy", "/terms", "/apply", "/auth", "/admin", "/account"]);
    expect([...found].sort()).toEqual(["/", "/apply", "/auth", "/blog", "/faq", "/models", "/privacy", "/terms"]);
  });

  it("finds active categories and districts, published posts and models not in the trash, and nothing else", async () => {
    const paths = [
      "/blonde-escorts",
      "/retired-escorts",
      "/escorts-in-mayfair",
      "/escorts-in-atlantis",
      "/escorts-in-nowhere",
      "/blog/published-post",
      "/blog/draft-post",
      `/models/${ids.live}`,
      `/models/${ids.trashed}`,
      "/models/not-a-uuid",
      "/models/00000000-0000-4000-8000-000000000000",
      "/blonde-escorts/extra",
    ];
    const found = await existingPublicPages(paths);
    expect([...found].sort()).toEqual(["/blog/published-post", "/blonde-escorts", "/escorts-in-mayfair", `/models/${ids.live}`].sort());
  });

  it("reads paths the way they are saved (case, trailing slash)", async () => {
    expect(await isPublicPage("/Blonde-Escorts/")).toBe(true);
    expect(await isPublicPage("/FAQ")).toBe(true);
    expect(await isPublicPage("/no-such-page")).toBe(false);
  });

  it("asks at most one query per kind of page, however many paths it is given", async () => {
    const statements: string[] = [];
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === "select") {
          return (...args: unknown[]) => {
            statements.push("select");
            return (target.select as (...a: unknown[]) => unknown)(...args);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const many = Array.from({ length: 50 }, (_, i) => [`/category-${i}`, `/escorts-in-place-${i}`, `/blog/post-${i}`, `/models/00000000-0000-4000-8000-${String(i).padStart(12, "0")}`]).flat();
    await existingPublicPages(many, counting);
    expect(statements).toHaveLength(4);
  });
});
