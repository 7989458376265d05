/**
 * The Models list's bulk changes against a real database: status and home
 * page for a selection, one audit row per model changed in the same
 * transaction, home page positions appended at the end, validation that
 * never ends in a 500, and a member refused with nothing changed; and the
 * trash (delete, restore, delete now) for a selection. The viewer
 * is mocked at our own seam (tests/setup/admin-session.ts); everything else
 * is real.
 */
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, locations, models } from "@/db/schema";
import { createViewer } from "../../../../tests/setup/admin-session";
import { session } from "../../../../tests/setup/failing-audit";
import { allowConsoleError } from "../../../../tests/setup/console";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { bulkSetModelAvailability, bulkSetModelHomepage, purgeModels, restoreModels, trashModels } = await import("./actions");
const { MODEL_BULK_MAX } = await import("./schemas");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");
const MEMBER = await createViewer("member");

const ID = { amelia: randomUUID(), bella: randomUUID(), chloe: randomUUID(), daisy: randomUUID() };

async function state() {
  return db
    .select({ id: models.id, name: models.name, availability: models.availability, showOnHomepage: models.showOnHomepage, homepageOrder: models.homepageOrder })
    .from(models)
    .orderBy(asc(models.name));
}

const auditRows = () => db.select().from(auditLog).orderBy(asc(auditLog.entityId));

beforeEach(async () => {
  session.viewer = ADMIN;
  session.failAudit = false;
  session.locale = "en-GB";
  await db.delete(auditLog);
  await db.delete(models);
  await db.delete(locations);
  await db.insert(models).values([
    { id: ID.amelia, name: "Amelia", availability: "available", showOnHomepage: true, homepageOrder: 1 },
    { id: ID.bella, name: "Bella", availability: "busy", showOnHomepage: true, homepageOrder: 4 },
    { id: ID.chloe, name: "Chloe", availability: null },
    // Off the home page but with a position kept from before.
    { id: ID.daisy, name: "Daisy", availability: "available", homepageOrder: 2 },
  ]);
});

describe("bulkSetModelAvailability", () => {
  it("sets the status of the selection and writes one audit row per model changed", async () => {
    const result = await bulkSetModelAvailability({ ids: [ID.amelia, ID.bella, ID.chloe], availability: "busy" });
    expect(result).toEqual({ ok: true, data: { changed: 2, skipped: 1 } });
    expect((await state()).map((model) => [model.name, model.availability])).toEqual([
      ["Amelia", "busy"],
      ["Bella", "busy"],
      ["Chloe", "busy"],
      ["Daisy", "available"],
    ]);
    const audit = await auditRows();
    expect(audit).toHaveLength(2);
    const amelia = audit.find((row) => row.entityId === ID.amelia)!;
    expect(amelia).toMatchObject({
      action: "model.availability",
      entityType: "model",
      actorId: ADMIN.userId,
      actorEmail: ADMIN.email,
      oldValues: { name: "Amelia", availability: "available" },
      newValues: { name: "Amelia", availability: "busy" },
    });
    expect(audit.find((row) => row.entityId === ID.chloe)).toMatchObject({ oldValues: { availability: null }, newValues: { availability: "busy" } });
  });

  it("clears the status ('Not Set') and counts a model ticked twice once", async () => {
    const result = await bulkSetModelAvailability({ ids: [ID.amelia, ID.amelia.toUpperCase(), ID.chloe], availability: "unset" });
    expect(result).toEqual({ ok: true, data: { changed: 1, skipped: 1 } });
    expect((await state()).find((model) => model.name === "Amelia")?.availability).toBeNull();
    expect(await auditRows()).toHaveLength(1);
  });

  it("skips models deleted since the page was read, and changes nothing when nothing needs it", async () => {
    expect(await bulkSetModelAvailability({ ids: [randomUUID(), ID.bella], availability: "busy" })).toEqual({ ok: true, data: { changed: 0, skipped: 2 } });
    expect(await auditRows()).toEqual([]);
  });

  it("is open to a team account, which holds the permission by default", async () => {
    session.viewer = TEAM;
    expect(await bulkSetModelAvailability({ ids: [ID.daisy], availability: "unavailable" })).toMatchObject({ ok: true, data: { changed: 1 } });
    expect((await auditRows())[0]).toMatchObject({ actorEmail: TEAM.email });
  });
});

describe("bulkSetModelHomepage", () => {
  it("on: a model without a position goes to the end (max + 1, in name order); one with a position keeps it", async () => {
    const chloe2 = randomUUID();
    await db.insert(models).values({ id: chloe2, name: "Ava" });
    const result = await bulkSetModelHomepage({ ids: [ID.chloe, ID.daisy, ID.amelia, chloe2], on: true });
    expect(result).toEqual({ ok: true, data: { changed: 3, skipped: 1 } });
    const byName = Object.fromEntries((await state()).map((model) => [model.name, [model.showOnHomepage, model.homepageOrder]]));
    expect(byName).toEqual({
      Amelia: [true, 1],
      Ava: [true, 5],
      Bella: [true, 4],
      Chloe: [true, 6],
      Daisy: [true, 2],
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "model.homepage_on"));
    expect(audit).toHaveLength(3);
    expect(audit.find((row) => row.entityId === ID.chloe)).toMatchObject({
      entityType: "model",
      oldValues: { name: "Chloe", showOnHomepage: false, homepageOrder: null },
      newValues: { name: "Chloe", showOnHomepage: true, homepageOrder: 6 },
    });
  });

  it("off: the model leaves the home page and its position is cleared, one audit row each", async () => {
    const result = await bulkSetModelHomepage({ ids: [ID.bella, ID.daisy, ID.chloe], on: false });
    expect(result).toEqual({ ok: true, data: { changed: 2, skipped: 1 } });
    const rows = await db.select().from(models).where(inArray(models.id, [ID.bella, ID.daisy, ID.chloe]));
    expect(rows.map((row) => [row.showOnHomepage, row.homepageOrder])).toEqual([
      [false, null],
      [false, null],
      [false, null],
    ]);
    const audit = await auditRows();
    expect(audit.map((row) => row.action)).toEqual(["model.homepage_off", "model.homepage_off"]);
    expect(audit.find((row) => row.entityId === ID.bella)).toMatchObject({ oldValues: { showOnHomepage: true, homepageOrder: 4 }, newValues: { showOnHomepage: false, homepageOrder: null } });
  });

  it("starts the home page at 1 when no model has a position", async () => {
    await db.update(models).set({ showOnHomepage: false, homepageOrder: null });
    await bulkSetModelHomepage({ ids: [ID.bella, ID.amelia], on: true });
    expect((await state()).filter((model) => model.showOnHomepage).map((model) => [model.name, model.homepageOrder])).toEqual([
      ["Amelia", 1],
      ["Bella", 2],
    ]);
  });
});

describe("one transaction", () => {
  it("changes no model when the audit rows cannot be written", async () => {
    allowConsoleError(/Failed to update the selected models|audit write failed/);
    session.failAudit = true;
    const before = await state();
    expect(await bulkSetModelAvailability({ ids: [ID.amelia, ID.chloe], availability: "busy" })).toEqual({
      ok: false,
      code: "failed",
      error: "Failed to update the selected models",
    });
    expect(await bulkSetModelHomepage({ ids: [ID.chloe], on: true })).toMatchObject({ ok: false, code: "failed" });
    expect(await state()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

describe("validation: an answer, never a 500, and nothing changed", () => {
  it.each([
    ["no ids", { ids: [], availability: "busy" }, "Select at least one model"],
    ["ids not a list", { ids: "all", availability: "busy" }, "Select at least one model"],
    ["an id that is not a model id", { ids: ["1; drop table models"], availability: "busy" }, "Failed to update the selected models"],
    ["an unknown status", { ids: [ID.amelia], availability: "asleep" }, "Failed to update the selected models"],
    ["no input at all", undefined, "Failed to update the selected models"],
  ])("availability: %s", async (_label, input, message) => {
    const before = await state();
    const result = await bulkSetModelAvailability(input as never);
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Failed to update the selected models" });
    expect(JSON.stringify(result)).toContain(message);
    expect(await state()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it(`refuses more than ${MODEL_BULK_MAX} ids in one call`, async () => {
    const ids = Array.from({ length: MODEL_BULK_MAX + 1 }, () => randomUUID());
    const result = await bulkSetModelHomepage({ ids, on: true });
    expect(result).toMatchObject({ ok: false, code: "invalid", fieldErrors: { ids: [`Select at most ${MODEL_BULK_MAX} models at a time`] } });
  });

  it("homepage: `on` must be a boolean", async () => {
    const before = await state();
    expect(await bulkSetModelHomepage({ ids: [ID.chloe], on: "yes" } as never)).toMatchObject({ ok: false, code: "invalid" });
    expect(await state()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("answers in the admin's language", async () => {
    session.locale = "pt-BR";
    expect(await bulkSetModelAvailability({ ids: [], availability: "busy" })).toMatchObject({ ok: false, error: "Falha ao atualizar as modelos selecionadas" });
  });
});

describe("who may", () => {
  it("refuses a member with forbidden, before reading anything, and changes nothing", async () => {
    session.viewer = MEMBER;
    const before = await state();
    expect(await bulkSetModelAvailability({ ids: [ID.amelia], availability: "unavailable" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await bulkSetModelHomepage({ ids: [ID.chloe], on: true })).toMatchObject({ ok: false, code: "forbidden" });
    // Refused before validation: even a malformed call says forbidden, not invalid.
    expect(await bulkSetModelHomepage({ ids: "nonsense" } as never)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await state()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("refuses a visitor as unauthenticated", async () => {
    session.viewer = null;
    expect(await bulkSetModelAvailability({ ids: [ID.amelia], availability: "busy" })).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await auditRows()).toEqual([]);
  });
});

describe("the trash, for a selection", () => {
  const deletedAtOf = async () =>
    new Map((await db.select({ name: models.name, deletedAt: models.deletedAt }).from(models)).map((row) => [row.name, row.deletedAt]));

  it("delete: the selection goes to the trash, off the home page, one audit row each; a model already there is skipped", async () => {
    expect(await trashModels({ ids: [ID.amelia, ID.bella] })).toEqual({ ok: true, data: { changed: 2, skipped: 0 } });
    expect(await trashModels({ ids: [ID.amelia, ID.chloe] })).toEqual({ ok: true, data: { changed: 1, skipped: 1 } });
    const deleted = await deletedAtOf();
    expect([...deleted].filter(([, at]) => at !== null).map(([name]) => name).sort()).toEqual(["Amelia", "Bella", "Chloe"]);
    const amelia = (await state()).find((model) => model.name === "Amelia")!;
    expect(amelia).toMatchObject({ availability: "available", showOnHomepage: false, homepageOrder: null });
    const audit = await auditRows();
    expect(audit.map((row) => row.action)).toEqual(["model.trash", "model.trash", "model.trash"]);
    expect(audit.find((row) => row.entityId === ID.amelia)?.oldValues).toEqual({ name: "Amelia", showOnHomepage: true, homepageOrder: 1 });
  });

  it("a status or home page change never touches a model in the trash", async () => {
    await trashModels({ ids: [ID.chloe] });
    expect(await bulkSetModelAvailability({ ids: [ID.chloe], availability: "busy" })).toEqual({ ok: true, data: { changed: 0, skipped: 1 } });
    expect(await bulkSetModelHomepage({ ids: [ID.chloe], on: true })).toEqual({ ok: true, data: { changed: 0, skipped: 1 } });
    expect((await state()).find((model) => model.name === "Chloe")).toMatchObject({ availability: null, showOnHomepage: false });
  });

  it("restore and delete now act on models in the trash only", async () => {
    await trashModels({ ids: [ID.amelia, ID.bella] });
    expect(await restoreModels({ ids: [ID.amelia, ID.daisy] })).toEqual({ ok: true, data: { changed: 1, skipped: 1 } });
    expect(await purgeModels({ ids: [ID.bella, ID.daisy] })).toMatchObject({ ok: true, data: { changed: 1, skipped: 1 } });
    expect((await state()).map((model) => model.name)).toEqual(["Amelia", "Chloe", "Daisy"]);
    expect((await deletedAtOf()).get("Amelia")).toBeNull();
    const actions = (await auditRows()).map((row) => row.action).sort();
    expect(actions).toEqual(["model.purge", "model.restore", "model.trash", "model.trash"]);
  });

  it("changes nothing when the audit rows cannot be written, and says 'Failed to delete model'", async () => {
    allowConsoleError(/Failed to delete model|audit write failed/);
    session.failAudit = true;
    const before = await deletedAtOf();
    expect(await trashModels({ ids: [ID.amelia] })).toEqual({ ok: false, code: "failed", error: "Failed to delete model" });
    expect(await deletedAtOf()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("validates as the other bulk changes do, in the admin's language", async () => {
    expect(await trashModels({ ids: [] })).toMatchObject({ ok: false, code: "invalid", error: "Failed to delete model" });
    const tooMany = Array.from({ length: MODEL_BULK_MAX + 1 }, () => randomUUID());
    expect(await restoreModels({ ids: tooMany })).toMatchObject({ ok: false, code: "invalid", fieldErrors: { ids: [`Select at most ${MODEL_BULK_MAX} models at a time`] } });
    session.locale = "pt-BR";
    expect(await trashModels({ ids: "x" } as never)).toMatchObject({ ok: false, error: "Falha ao excluir modelo" });
  });

  it("refuses a member with forbidden and changes nothing", async () => {
    session.viewer = MEMBER;
    const before = await deletedAtOf();
    for (const action of [trashModels, restoreModels, purgeModels]) {
      expect(await action({ ids: [ID.amelia] })).toMatchObject({ ok: false, code: "forbidden" });
    }
    expect(await deletedAtOf()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});
