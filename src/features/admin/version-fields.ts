import { z } from "zod";

/**
 * The fields an edit form adds to its input so its action can refuse a save
 * over a newer change (src/features/admin/version.ts). Shared by the form's
 * schema and the action's.
 */
export const versionFields = {
  /** The row's updated_at when the form loaded it (ISO). Absent: the caller does not check (e.g. a switch in a list). */
  expectedVersion: z.iso.datetime({ offset: true }).optional(),
  overwrite: z.boolean().optional(),
};
