/**
 * The actions behind the characteristics, services, locations and categories
 * screens, against a real database: who may call them, what they change, the
 * prefix guard, HTML sanitising on save and the audit trail.
 *
 * The ONE seam mocked is our own viewer resolution (getViewer reads the
 * session from request headers, which a test has none of): each test says
 * who is calling. Authorisation, validation, the transaction and the audit
 * row are the real code.
 */
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createViewer, readViewerFrom } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { auditLog, categories, locations, media, preferenceCategories, siteContent } from "@/db/schema";
import { VISITOR, type Viewer } from "@/features/access/policy";

// Each test names its caller in `current`.
let current: Viewer = VISITOR;
readViewerFrom(() => current);

// Imported after the mock so the actions see it.
const contentActions = await import("./actions");
const tileActions = await import("@/features/preference-categories/admin/actions");
const categoryActions = await import("@/features/categories/admin/actions");
const districtActions = await import("@/features/locations/admin/actions");

const { db } = await useTestDatabase();
const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
/** Team members manage models and SEO by default, but not system settings. */
const TEAM = await createViewer("team");

let categoryId: number;
let locationId: number;
let tileId: string;

beforeAll(async () => {
  await db.insert(siteContent).values([
    { section: "characteristics_blonde_content", title: "Blonde companions", content: "Original blonde copy." },
    { section: "services_dinner_dates", title: "Dinner dates", content: "Original dinner copy." },
    { section: "locations_mayfair_content", title: "Mayfair", content: "Original Mayfair copy." },
    { section: "privacy_main_title", title: "Privacy policy", content: "Original privacy text." },
  ]);
  [{ id: categoryId }] = await db
    .insert(categories)
    .values({ name: "Blonde Escorts", slug: "blonde-escorts", content: "<p>Original</p>" })
    .returning({ id: categories.id });
  [{ id: locationId }] = await db
    .insert(locations)
    .values({ name: "Mayfair", slug: "mayfair", lat: 51.5094, lng: -0.1478, postcodes: ["W1J"] })
    .returning({ id: locations.id });
  [{ id: tileId }] = await db
    .insert(preferenceCategories)
    .values({ name: "Blonde", path: "/blonde-escorts", imageUrl: "/brand/tile.webp", orderIndex: 1 })
    .returning({ id: preferenceCategories.id });
});

beforeEach(() => {
  current = VISITOR;
});

const landing = { description: "Desc", content: "<p>New</p>", seoTitle: "Title", seoDescription: "Description", keywords: ["a"] };
const tile = { name: "Petite", path: "/petite-escorts", imageUrl: "/brand/petite.webp", imageAlt: "", orderIndex: 0, isActive: true };

/** Every action with an input that would succeed for an admin. */
function everyAction(): [string, () => Promise<{ ok: boolean; code?: string }>][] {
  const fields = { title: "Changed", subtitle: "", content: "Changed." };
  const upload = new FormData();
  upload.set("file", new File([Buffer.from("not an image")], "x.png", { type: "image/png" }));
  return [
    ["characteristics content", () => contentActions.updateCharacteristicsContent({ section: "characteristics_blonde_content", ...fields })],
    ["services content", () => contentActions.updateServicesContent({ section: "services_dinner_dates", ...fields })],
    ["locations content", () => contentActions.updateLocationsContent({ section: "locations_mayfair_content", ...fields })],
    ["create tile", () => tileActions.createPreferenceCategory(tile)],
    ["update tile", () => tileActions.updatePreferenceCategory({ ...tile, id: tileId })],
    ["delete tile", () => tileActions.deletePreferenceCategory({ id: tileId })],
    ["upload tile image", () => tileActions.uploadPreferenceCategoryImage(upload)],
    ["category page", () => categoryActions.updateCategoryPage({ id: categoryId, name: "Changed", isActive: true, ...landing })],
    [
      "district page",
      () => districtActions.updateDistrictPage({ id: locationId, ...landing, lat: 1, lng: 1, postcodes: [], nearbyLandmarks: [] }),
    ],
  ];
}

async function snapshot() {
  const [content, cats, locs, tiles, audits, files] = await Promise.all([
    db.select().from(siteContent).orderBy(siteContent.section),
    db.select().from(categories),
    db.select().from(locations),
    db.select().from(preferenceCategories).orderBy(preferenceCategories.name),
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(media),
  ]);
  return { content, cats, locs, tiles, audits, files };
}

describe("authorisation", () => {
  it("refuses every action to a visitor (unauthenticated) and a member (forbidden), changing nothing", async () => {
    const before = await snapshot();
    for (const [viewer, code] of [
      [VISITOR, "unauthenticated"],
      [MEMBER, "forbidden"],
    ] as const) {
      current = viewer;
      for (const [name, call] of everyAction()) {
        const result = await call();
        expect(result, `${name} as ${code}`).toMatchObject({ ok: false, code });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets a team member edit the models screens' copy but not category pages (System Settings)", async () => {
    current = TEAM;
    const before = await snapshot();
    const result = await categoryActions.updateCategoryPage({ id: categoryId, name: "Changed", isActive: true, ...landing });
    expect(result).toMatchObject({ ok: false, code: "forbidden" });
    expect(await snapshot()).toEqual(before);

    const allowed = await contentActions.updateServicesContent({
      section: "services_dinner_dates",
      title: "Dinner dates",
      subtitle: "",
      content: "Edited by the team.",
    });
    expect(allowed.ok).toBe(true);
  });
});

describe("prefixed content", () => {
  it("updates a characteristics block with an audit row holding the old and new text", async () => {
    current = ADMIN;
    const result = await contentActions.updateCharacteristicsContent({
      section: "characteristics_blonde_content",
      title: "  Blonde companions  ",
      subtitle: "Golden hour",
      content: "New blonde copy.\n\nSecond paragraph.",
    });
    expect(result).toMatchObject({ ok: true, data: { section: "characteristics_blonde_content" } });
    const [row] = await db.select().from(siteContent).where(eq(siteContent.section, "characteristics_blonde_content"));
    expect(row).toMatchObject({ title: "Blonde companions", subtitle: "Golden hour", content: "New blonde copy.\n\nSecond paragraph." });

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, "characteristics_blonde_content"));
    expect(audit).toMatchObject({
      actorId: "admin-1",
      action: "site_content.update",
      entityType: "site_content",
      oldValues: { title: "Blonde companions", content: "Original blonde copy." },
      newValues: { title: "Blonde companions", subtitle: "Golden hour" },
    });
  });

  it("rejects privacy_main_title through the characteristics action (and other areas' keys), changing nothing", async () => {
    current = ADMIN;
    const before = await snapshot();
    const fields = { title: "Hacked", subtitle: "", content: "Hacked." };
    const refused = await contentActions.updateCharacteristicsContent({ section: "privacy_main_title", ...fields });
    expect(refused).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Failed to update characteristic",
      fieldErrors: { section: ["wrongSection"] },
    });
    expect(await contentActions.updateServicesContent({ section: "characteristics_blonde_content", ...fields })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(await contentActions.updateLocationsContent({ section: "locations_", ...fields })).toMatchObject({ ok: false, code: "invalid" });
    expect(await snapshot()).toEqual(before);
  });

  it("answers not_found for a well-formed key that does not exist", async () => {
    current = ADMIN;
    const result = await contentActions.updateLocationsContent({ section: "locations_atlantis_content", title: "A", subtitle: "", content: "" });
    expect(result).toMatchObject({ ok: false, code: "not_found", error: "Failed to update location" });
  });
});

describe("landing pages", () => {
  const hostile = [
    "<h2>Blonde</h2><p>Safe text</p>",
    "<script>window.__pwned = 1</script>",
    '<img src="x" onerror="alert(1)">',
    '<p onclick="alert(1)">Click</p>',
    '<a href="javascript:alert(1)">bad link</a>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ].join("");

  it("sanitises a category page's HTML on save and audits the change", async () => {
    current = ADMIN;
    const result = await categoryActions.updateCategoryPage({
      id: categoryId,
      name: "Blonde Escorts",
      isActive: true,
      description: "Sophisticated blonde companions.",
      content: hostile,
      seoTitle: "Blonde Escorts in London | Velvet Companions",
      seoDescription: "Meet elegant blonde companions in London.",
      keywords: ["blonde escorts London", "blonde companions"],
    });
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(categories).where(eq(categories.id, categoryId));
    expect(row.content).toContain("<h2>Blonde</h2><p>Safe text</p>");
    for (const bad of ["<script", "__pwned", "onerror", "onclick", "javascript:", "<iframe", "<img"]) {
      expect(row.content, bad).not.toContain(bad);
    }
    expect(row.keywords).toEqual(["blonde escorts London", "blonde companions"]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "category_page.update"));
    expect(audit).toMatchObject({ actorId: "admin-1", entityType: "categories", entityId: String(categoryId) });
    expect(JSON.stringify(audit.newValues)).not.toContain("<script");
  });

  it("sanitises a district's HTML, normalises postcodes and refuses impossible coordinates", async () => {
    current = ADMIN;
    const base = { id: locationId, ...landing, content: hostile, nearbyLandmarks: ["Claridge's"] };
    const refused = await districtActions.updateDistrictPage({ ...base, lat: 91, lng: -0.1478, postcodes: ["W1J"] });
    expect(refused).toMatchObject({ ok: false, code: "invalid", fieldErrors: { lat: ["latitudeRange"] } });
    const [unchanged] = await db.select().from(locations).where(eq(locations.id, locationId));
    expect(unchanged.lat).toBe(51.5094);

    const result = await districtActions.updateDistrictPage({ ...base, lat: 51.51, lng: -0.15, postcodes: ["w1j", " W1K"] });
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(locations).where(eq(locations.id, locationId));
    expect(row).toMatchObject({ lat: 51.51, lng: -0.15, postcodes: ["W1J", "W1K"], nearbyLandmarks: ["Claridge's"] });
    expect(row.content).not.toMatch(/<script|onerror|javascript:/);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "district_page.update"));
    expect(audits).toHaveLength(1);
  });
});

describe("home page tiles", () => {
  it("creates, updates and deletes a tile, each with an audit row", async () => {
    current = ADMIN;
    const created = await tileActions.createPreferenceCategory({ ...tile, name: "  Petite  " });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : "";
    const [row] = await db.select().from(preferenceCategories).where(eq(preferenceCategories.id, id));
    expect(row).toMatchObject({ name: "Petite", path: "/petite-escorts", orderIndex: 0, isActive: true });

    expect((await tileActions.updatePreferenceCategory({ ...tile, id, orderIndex: 4, isActive: false })).ok).toBe(true);
    const [updated] = await db.select().from(preferenceCategories).where(eq(preferenceCategories.id, id));
    expect(updated).toMatchObject({ orderIndex: 4, isActive: false });

    expect((await tileActions.deletePreferenceCategory({ id })).ok).toBe(true);
    expect(await db.select().from(preferenceCategories).where(eq(preferenceCategories.id, id))).toEqual([]);

    const audits = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "preference_category.create",
      "preference_category.delete",
      "preference_category.update",
    ]);
  });

  it("refuses a tile without name, path or image, or with a path off the site", async () => {
    current = ADMIN;
    const missing = await tileActions.createPreferenceCategory({ ...tile, name: "", imageUrl: "" });
    expect(missing).toMatchObject({ ok: false, code: "invalid", error: "Failed to create category" });
    expect(missing.ok ? {} : missing.fieldErrors).toMatchObject({ name: ["required"], imageUrl: ["required"] });
    const offSite = await tileActions.createPreferenceCategory({ ...tile, path: "//evil.example" });
    expect(offSite.ok ? {} : offSite.fieldErrors).toMatchObject({ path: ["pathInvalid"] });
    expect(await tileActions.deletePreferenceCategory({ id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      ok: false,
      code: "not_found",
      error: "Failed to delete category",
    });
  });

  it("stores an uploaded image as WebP with an audit row, and refuses a file that is not an image", async () => {
    current = ADMIN;
    const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#b08d57" } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new File([png], "tile.png", { type: "image/png" }));
    const uploaded = await tileActions.uploadPreferenceCategoryImage(form);
    expect(uploaded).toMatchObject({ ok: true, data: { width: 600, height: 800 } });
    const url = uploaded.ok ? uploaded.data.url : "";
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
    const mediaId = url.split("/")[3];
    const [stored] = await db.select().from(media).where(eq(media.id, mediaId));
    expect(stored).toMatchObject({ purpose: "category", contentType: "image/webp", createdBy: "admin-1" });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, mediaId));
    expect(audit).toMatchObject({ action: "media.upload", entityType: "media" });

    const fake = new FormData();
    fake.set("file", new File([Buffer.from("<html><script>alert(1)</script></html>")], "tile.jpg", { type: "image/jpeg" }));
    expect(await tileActions.uploadPreferenceCategoryImage(fake)).toMatchObject({ ok: false, error: "Please select an image file" });
    expect(await tileActions.uploadPreferenceCategoryImage(new FormData())).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Upload failed",
    });
  });
});
