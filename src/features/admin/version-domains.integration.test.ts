/**
 * No silent overwrites on the landing pages and home page tiles: each edit
 * form's action refuses a save over a newer change with who made it, keeps
 * that change, and overwrites only when asked. On a real database; only our
 * own viewer resolution is replaced (tests/setup/admin-session.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, categories, locations, preferenceCategories, siteBanners, themeColors } from "@/db/schema";
import { createViewer, session } from "../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../tests/setup/test-db";

const { updateCategoryPage } = await import("@/features/categories/admin/actions");
const { updateDistrictPage } = await import("@/features/locations/admin/actions");
const { updatePreferenceCategory } = await import("@/features/preference-categories/admin/actions");
const { updateBanner } = await import("@/features/banners/admin/actions");
const { saveBlogPost } = await import("@/features/blog/admin/actions");
const { applyTheme } = await import("@/features/theme/admin/actions");
const { getAppliedTheme, getThemeVersion } = await import("@/features/theme/queries");
const { db } = await useTestDatabase();

const ANNA = await createViewer("admin", { id: "anna" });
const BEN = await createViewer("admin", { id: "ben" });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const [category] = await db.insert(categories).values({ name: "Blonde Escorts", slug: "blonde-escorts", content: "<p>Old</p>" }).returning();
const [district] = await db.insert(locations).values({ name: "Mayfair", slug: "mayfair", lat: 51.5, lng: -0.14, postcodes: ["W1J"] }).returning();
const [tile] = await db.insert(preferenceCategories).values({ name: "Blonde", path: "/blonde-escorts", imageUrl: "/brand/t.webp", orderIndex: 1 }).returning();

const [banner] = await db.insert(siteBanners).values({ section: "about", caption: "Old", isActive: false }).returning();
const [post] = await db.insert(blogPosts).values({ title: "Old", slug: "old-post", content: "<p>x</p>" }).returning();
const themeBefore = await getAppliedTheme();
await db.insert(themeColors).values({ mode: "dark", name: "--gold", value: themeBefore.dark["--gold"], category: "luxury" });
const themeVersion = (await getThemeVersion())!;
const THEME_TEXTS: Record<string, string> = { Anna: "40 52% 60%", Ben: "40 52% 70%" };

const landing = (description: string) => ({ description, content: "<p>Copy</p>", seoTitle: "Title", seoDescription: "Description", keywords: ["a"] });

const CASES = {
  "a category page": {
    save: (text: string, extra: object) => updateCategoryPage({ id: category.id, name: "Blonde Escorts", isActive: true, ...landing(text), ...extra }),
    stored: async () => (await db.select().from(categories).where(eq(categories.id, category.id)))[0].description,
    version: category.updatedAt,
  },
  "a district page": {
    save: (text: string, extra: object) =>
      updateDistrictPage({ id: district.id, lat: 51.5, lng: -0.14, postcodes: ["W1J"], nearbyLandmarks: [], ...landing(text), ...extra }),
    stored: async () => (await db.select().from(locations).where(eq(locations.id, district.id)))[0].description,
    version: district.updatedAt,
  },
  "a home page tile": {
    save: (text: string, extra: object) =>
      updatePreferenceCategory({ id: tile.id, name: text, path: "/blonde-escorts", imageUrl: "/brand/t.webp", imageAlt: "", orderIndex: 1, isActive: true, ...extra }),
    stored: async () => (await db.select().from(preferenceCategories).where(eq(preferenceCategories.id, tile.id)))[0].name,
    version: tile.updatedAt,
  },
  "a banner": {
    save: (text: string, extra: object) => updateBanner({ id: banner.id, patch: { caption: text }, ...extra }),
    stored: async () => (await db.select().from(siteBanners).where(eq(siteBanners.id, banner.id)))[0].caption,
    version: banner.updatedAt,
  },
  "a blog post": {
    save: (text: string, extra: object) =>
      saveBlogPost({
        id: post.id,
        title: text,
        slug: "old-post",
        excerpt: "",
        content: "<p>x</p>",
        author: "Velvet",
        category: "",
        image: "",
        metaDescription: "",
        seoKeywords: "",
        serviceKeywords: [],
        isPublished: false,
        isFeatured: false,
        readTime: 5,
        ...extra,
      }),
    stored: async () => (await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0].title,
    version: post.updatedAt,
  },
  "the theme": {
    save: (text: string, extra: object) =>
      applyTheme({ theme: { dark: { ...themeBefore.dark, "--gold": THEME_TEXTS[text] }, light: themeBefore.light }, ...extra }),
    stored: async () => {
      const rows = await db.select().from(themeColors).where(eq(themeColors.name, "--gold"));
      const gold = rows.find((row) => row.mode === "dark")?.value;
      return Object.keys(THEME_TEXTS).find((who) => THEME_TEXTS[who] === gold);
    },
    version: new Date(themeVersion),
  },
};

describe.each(Object.keys(CASES) as (keyof typeof CASES)[])("two admins saving %s", (name) => {
  it("refuses the second save with who changed it, and overwrites only when asked", async () => {
    const { save, stored, version } = CASES[name];
    const expectedVersion = version.toISOString();
    await tick();
    session.viewer = ANNA;
    expect(await save("Anna", { expectedVersion })).toMatchObject({ ok: true });

    session.viewer = BEN;
    const refused = await save("Ben", { expectedVersion });
    expect(refused).toMatchObject({ ok: false, code: "conflict" });
    expect(refused.ok === false && refused.error).toMatch(/^Changed by anna@example\.test at /);
    expect(await stored()).toBe("Anna");

    expect(await save("Ben", { expectedVersion, overwrite: true })).toMatchObject({ ok: true });
    expect(await stored()).toBe("Ben");
  });
});
