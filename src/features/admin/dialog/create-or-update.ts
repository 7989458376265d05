import type { ActionResult } from "../action";
import type { useAdminAction } from "../use-admin-action";

/** The caller of server actions a dialog's `send` is handed (useAdminAction: it never throws). */
export type AdminCall = ReturnType<typeof useAdminAction>;

/** A row as an edit dialog loaded it: its id and the version (last change) the save is checked against. */
export interface VersionedRow {
  id: string;
  updatedAt: Date | string;
}

/**
 * The usual `send` of an edit dialog: a new item through `create`; an edit
 * through `update` with the row's id and the version it was loaded at
 * (src/features/admin/version.ts), so a save over someone else's newer
 * change is refused unless the admin chose Overwrite.
 */
export function createOrUpdate<Out, Data>(
  editing: VersionedRow | null,
  create: (input: Out) => Promise<ActionResult<Data>>,
  update: (input: Out & { id: string; expectedVersion: string; overwrite: boolean }) => Promise<ActionResult<Data>>,
): (values: Out, overwrite: boolean, call: AdminCall) => Promise<ActionResult<Data>> {
  return (values, overwrite, call) =>
    editing ? call(update, { ...values, id: editing.id, expectedVersion: new Date(editing.updatedAt).toISOString(), overwrite }) : call(create, values);
}
