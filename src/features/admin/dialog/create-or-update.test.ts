import { describe, expect, it, vi } from "vitest";
import type { ActionResult } from "../action";
import { createOrUpdate, type AdminCall } from "./create-or-update";

/** Calls the action straight away, as useAdminAction does once the request answers. */
const call = (async (action: (input: unknown) => Promise<unknown>, input: unknown) => action(input)) as AdminCall;

function actions() {
  const create = vi.fn(async (_input: { name: string }): Promise<ActionResult<string>> => ({ ok: true, data: "created" }));
  const update = vi.fn(async (_input: { name: string; id: string; expectedVersion: string; overwrite: boolean }): Promise<ActionResult<string>> => ({ ok: true, data: "updated" }));
  return { create, update };
}

describe("createOrUpdate", () => {
  it("creates a new item with the values alone", async () => {
    const { create, update } = actions();
    await expect(createOrUpdate(null, create, update)({ name: "Mayfair" }, false, call)).resolves.toEqual({ ok: true, data: "created" });
    expect(create).toHaveBeenCalledWith({ name: "Mayfair" });
    expect(update).not.toHaveBeenCalled();
  });

  it("updates an edited row with its id, the version it was loaded at and the overwrite choice", async () => {
    const { create, update } = actions();
    const row = { id: "r1", updatedAt: new Date("2026-11-27T10:00:00.123Z") };
    await createOrUpdate(row, create, update)({ name: "Soho" }, true, call);
    expect(update).toHaveBeenCalledWith({ name: "Soho", id: "r1", expectedVersion: "2026-11-27T10:00:00.123Z", overwrite: true });
    expect(create).not.toHaveBeenCalled();
  });

  it("sends a version that arrived as text unchanged", async () => {
    const { create, update } = actions();
    await createOrUpdate({ id: "r2", updatedAt: "2026-11-27T10:00:00.000Z" }, create, update)({ name: "Chelsea" }, false, call);
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ expectedVersion: "2026-11-27T10:00:00.000Z", overwrite: false }));
  });
});
