/**
 * The model form's actions against a real database: create and update as an
 * admin (audited, categories linked and written to `characteristics`, home
 * page positions shifted), validation answered under each field and never
 * a 500, a stale update refused then overwritten, and a member refused with
 * nothing changed. The viewer is mocked at our own seam
 * (tests/setup/admin-session.ts); everything else is real.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, categories, locations, modelCategories, models } from "@/db/schema";
import { createViewer, session, signInAs } from "../../../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../../../tests/setup/test-db";

const { createModel, updateModel } = await import("./actions");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

let mayfair: number;
let blonde: number;
let english: number;
let retired: number;

/** What the form sends for a new model (text as typed), with `overrides`. */
function formInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Valentina",
    age: "27",
    locationId: String(mayfair),
    availability: "available",
    description: "Opera and long lunches.",
    access: "membersOnly",
    isHidden: false,
    faceVisible: true,
    showOnHomepage: false,
    homepagePosition: "",
    height: "5'7\"",
    measurements: "",
    hair: "Brunette",
    eyes: "",
    nationality: "Italian",
    education: "",
    priceOneHour: "600",
    priceTwoHours: "1100",
    priceThreeHours: "",
    priceAdditionalHour: "",
    minBookingMinutes: "none",
    travelSupplement: "",
    languages: [],
    otherLanguages: [],
    categoryIds: [blonde, english],
    services: ["Dinner Companion", "Event Escort"],
    interests: ["Opera"],
    image: "",
    imageMediaId: null,
    ...overrides,
  };
}

const modelRow = async (id: string) => (await db.select().from(models).where(eq(models.id, id)))[0];
const categoryLinks = async (id: string) =>
  (await db.select({ id: modelCategories.categoryId }).from(modelCategories).where(eq(modelCategories.modelId, id)).orderBy(asc(modelCategories.categoryId))).map(
    (row) => row.id,
  );
const auditRows = () => db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
const homepage = async () =>
  (await db.select({ name: models.name, order: models.homepageOrder }).from(models).where(eq(models.showOnHomepage, true)).orderBy(asc(models.homepageOrder))).map(
    (row) => [row.name, row.order],
  );

async function createAsAdmin(overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await createModel(formInput(overrides));
  if (!result.ok) throw new Error(`create failed: ${JSON.stringify(result)}`);
  return result.data.id;
}

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, auditLog, models, locations, categories);
  [{ id: mayfair }] = await db.insert(locations).values({ name: "Mayfair", slug: "mayfair", lat: 51.5, lng: -0.15 }).returning({ id: locations.id });
  [{ id: blonde }, { id: english }, { id: retired }] = await db
    .insert(categories)
    .values([
      { name: "Blonde Escorts", slug: "blonde-escorts" },
      { name: "English Escorts", slug: "english-escorts" },
      { name: "Retired Category", slug: "retired", isActive: false },
    ])
    .returning({ id: categories.id });
});

describe("createModel", () => {
  it("stores the model, its categories in model_categories and characteristics, and one audit row", async () => {
    const result = await createModel(formInput());
    expect(result).toMatchObject({ ok: true, data: { id: expect.any(String), updatedAt: expect.any(String) } });
    const id = (result as { data: { id: string } }).data.id;
    const row = await modelRow(id);
    expect(row).toMatchObject({
      name: "Valentina",
      age: 27,
      locationId: mayfair,
      availability: "available",
      membersOnly: true,
      allPhotosPublic: false,
      measurements: null,
      pricing: { oneHour: 600, twoHours: 1100, threeHours: null, additionalHour: null },
      services: ["Dinner Companion", "Event Escort"],
      interests: ["Opera"],
      characteristics: ["Blonde Escorts", "English Escorts"],
      showOnHomepage: false,
      homepageOrder: null,
    });
    expect(await categoryLinks(id)).toEqual([blonde, english].sort((a, b) => a - b));
    const [audit, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: "model.create", entityType: "model", entityId: id, actorEmail: ADMIN.email });
    expect(audit.newValues).toMatchObject({ name: "Valentina", age: 27, categoryIds: expect.arrayContaining([blonde, english]) });
  });

  it("puts a new model at the position asked for and moves the others down, or at the end", async () => {
    const first = await createAsAdmin({ name: "Amelia", showOnHomepage: true });
    const second = await createAsAdmin({ name: "Bella", showOnHomepage: true });
    expect(await homepage()).toEqual([
      ["Amelia", 1],
      ["Bella", 2],
    ]);
    const ameliaVersion = (await modelRow(first)).updatedAt;
    await createAsAdmin({ name: "Chloe", showOnHomepage: true, homepagePosition: "1" });
    expect(await homepage()).toEqual([
      ["Chloe", 1],
      ["Amelia", 2],
      ["Bella", 3],
    ]);
    // A shift is a side effect: the others' versions stay, so their open forms are not refused.
    expect((await modelRow(first)).updatedAt).toEqual(ameliaVersion);
    expect((await modelRow(second)).homepageOrder).toBe(3);
  });
});

describe("updateModel", () => {
  it("saves the changes with the version check and audits only what changed", async () => {
    const id = await createAsAdmin();
    const before = await modelRow(id);
    await db.delete(auditLog);
    const result = await updateModel({ ...formInput({ age: "31", categoryIds: [english], access: "allPhotosPublic" }), id, expectedVersion: before.updatedAt.toISOString() });
    expect(result).toMatchObject({ ok: true, data: { id } });
    const row = await modelRow(id);
    expect(row).toMatchObject({ age: 31, membersOnly: false, allPhotosPublic: true, characteristics: ["English Escorts"] });
    expect(await categoryLinks(id)).toEqual([english]);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ action: "model.update", entityId: id });
    expect(audit.oldValues).toMatchObject({ name: "Valentina", age: 27, membersOnly: true, allPhotosPublic: false });
    expect(audit.newValues).toMatchObject({ name: "Valentina", age: 31, membersOnly: false, allPhotosPublic: true, categoryIds: [english] });
    expect(audit.newValues).not.toHaveProperty("description");
  });

  it("keeps words in characteristics that are not categories, and links to inactive categories the form does not show", async () => {
    const id = await createAsAdmin();
    await db.update(models).set({ characteristics: ["Blonde Escorts", "Elegant", "Warm"] }).where(eq(models.id, id));
    await db.insert(modelCategories).values({ modelId: id, categoryId: retired });
    expect(await updateModel({ ...formInput({ categoryIds: [english] }), id })).toMatchObject({ ok: true });
    expect((await modelRow(id)).characteristics).toEqual(["English Escorts", "Elegant", "Warm"]);
    expect(await categoryLinks(id)).toEqual([english, retired].sort((a, b) => a - b));
  });

  it("moves a model on the home page and shifts the others; off clears its position", async () => {
    await createAsAdmin({ name: "Amelia", showOnHomepage: true });
    await createAsAdmin({ name: "Bella", showOnHomepage: true });
    const chloe = await createAsAdmin({ name: "Chloe", showOnHomepage: true });
    expect(await updateModel({ ...formInput({ name: "Chloe", showOnHomepage: true, homepagePosition: "2" }), id: chloe })).toMatchObject({ ok: true });
    expect(await homepage()).toEqual([
      ["Amelia", 1],
      ["Chloe", 2],
      ["Bella", 3],
    ]);
    // Saved again where it already is: no one moves.
    expect(await updateModel({ ...formInput({ name: "Chloe", showOnHomepage: true, homepagePosition: "2" }), id: chloe })).toMatchObject({ ok: true });
    expect(await homepage()).toEqual([
      ["Amelia", 1],
      ["Chloe", 2],
      ["Bella", 3],
    ]);
    expect(await updateModel({ ...formInput({ name: "Chloe", showOnHomepage: false, homepagePosition: "2" }), id: chloe })).toMatchObject({ ok: true });
    expect(await modelRow(chloe)).toMatchObject({ showOnHomepage: false, homepageOrder: null });
  });

  it("refuses a save over a newer change, then overwrites when asked", async () => {
    const id = await createAsAdmin();
    const loaded = (await modelRow(id)).updatedAt.toISOString();
    // Someone else saves after the form loaded.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await updateModel({ ...formInput({ priceOneHour: "700" }), id, expectedVersion: loaded })).toMatchObject({ ok: true });
    const stale = await updateModel({ ...formInput({ priceOneHour: "800" }), id, expectedVersion: loaded });
    expect(stale).toMatchObject({ ok: false, code: "conflict", error: expect.stringContaining(ADMIN.email!) });
    expect((await modelRow(id)).pricing.oneHour).toBe(700);
    expect(await updateModel({ ...formInput({ priceOneHour: "800" }), id, expectedVersion: loaded, overwrite: true })).toMatchObject({ ok: true });
    expect((await modelRow(id)).pricing.oneHour).toBe(800);
  });

  it("saves languages, the minimum booking and the travel supplement, and audits them as it does every other field", async () => {
    const id = await createAsAdmin();
    await db.delete(auditLog);
    const result = await updateModel({
      ...formInput({ languages: ["Italian", "English"], otherLanguages: ["  catalan ", "english"], minBookingMinutes: "90", travelSupplement: "40" }),
      id,
    });
    expect(result).toMatchObject({ ok: true });
    // The ticked ones first, then the others spelt one way; "english" typed again is the same language.
    expect(await modelRow(id)).toMatchObject({ languages: ["Italian", "English", "Catalan"], minBookingMinutes: 90, travelSupplement: 40 });
    const [audit] = await auditRows();
    expect(audit.oldValues).toMatchObject({ languages: [], minBookingMinutes: null, travelSupplement: null });
    expect(audit.newValues).toMatchObject({ languages: ["Italian", "English", "Catalan"], minBookingMinutes: 90, travelSupplement: 40 });
    // "No minimum" and an empty supplement clear them; 0 is kept (the profile says "No travel supplement").
    expect(await updateModel({ ...formInput({ minBookingMinutes: "none", travelSupplement: "0" }), id })).toMatchObject({ ok: true });
    expect(await modelRow(id)).toMatchObject({ languages: [], minBookingMinutes: null, travelSupplement: 0 });
  });

  it("answers not found for a model that is not there", async () => {
    expect(await updateModel({ ...formInput(), id: randomUUID() })).toMatchObject({ ok: false, code: "not_found", error: "This model no longer exists" });
  });
});

describe("validation: field errors, never a 500, and nothing changed", () => {
  it.each([
    ["an empty name", { name: "   " }, "name", "Model name is required"],
    ["an age under 18", { age: "17" }, "age", "Enter a whole number from 18 to 99, or leave it empty"],
    ["an age that is not a whole number", { age: "25.5" }, "age", "Enter a whole number from 18 to 99, or leave it empty"],
    ["a price over 100000", { priceOneHour: "100001" }, "priceOneHour", "Enter a whole number of pounds from 0 to 100000, or leave it empty"],
    ["a negative price", { priceTwoHours: "-5" }, "priceTwoHours", "Enter a whole number of pounds from 0 to 100000, or leave it empty"],
    ["a service not on the list", { services: ["Swimming"] }, "services.0", "Choose services from the list"],
    ["a name too long", { name: "x".repeat(101) }, "name", "At most 100 characters."],
    ["a language not on the list", { languages: ["Klingon"] }, "languages.0", "Choose languages from the list"],
    ["a minimum booking under 15 minutes", { minBookingMinutes: "10" }, "minBookingMinutes", "Choose a minimum booking from the list"],
    ["a minimum booking over a day", { minBookingMinutes: "1441" }, "minBookingMinutes", "Choose a minimum booking from the list"],
    ["a travel supplement over 10000", { travelSupplement: "10001" }, "travelSupplement", "Enter a whole number of pounds from 0 to 10000, or leave it empty"],
    ["a travel supplement that is not a whole number", { travelSupplement: "12.50" }, "travelSupplement", "Enter a whole number of pounds from 0 to 10000, or leave it empty"],
  ])("create: %s", async (_label, overrides, field, message) => {
    const result = await createModel(formInput(overrides));
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Error creating model" });
    expect((result as { fieldErrors?: Record<string, string[]> }).fieldErrors?.[field]?.[0]).toContain(message.replace(/\.$/, ""));
    expect(await db.select().from(models)).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it("refuses a district or a category that is not there, under its field", async () => {
    expect(await createModel(formInput({ locationId: "999999" }))).toMatchObject({ ok: false, code: "invalid", fieldErrors: { locationId: [expect.any(String)] } });
    expect(await createModel(formInput({ categoryIds: [retired] }))).toMatchObject({ ok: false, code: "invalid", fieldErrors: { categoryIds: [expect.any(String)] } });
    expect(await db.select().from(models)).toEqual([]);
  });

  it("update: an invalid age is refused with the save message and the model is unchanged", async () => {
    const id = await createAsAdmin();
    const before = await modelRow(id);
    const result = await updateModel({ ...formInput({ age: "abc" }), id });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Error saving model", fieldErrors: { age: [expect.any(String)] } });
    expect(await modelRow(id)).toEqual(before);
  });
});

describe("permissions", () => {
  it("refuses a member with forbidden and changes nothing", async () => {
    const id = await createAsAdmin();
    const before = await modelRow(id);
    await db.delete(auditLog);
    session.viewer = MEMBER;
    expect(await updateModel({ ...formInput({ name: "Changed by a member" }), id })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await createModel(formInput({ name: "Made by a member" }))).toMatchObject({ ok: false, code: "forbidden" });
    expect(await modelRow(id)).toEqual(before);
    expect(await db.select({ id: models.id }).from(models)).toEqual([{ id }]);
    expect(await auditRows()).toEqual([]);
  });
});
