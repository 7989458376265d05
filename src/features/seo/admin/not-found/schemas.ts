import { z } from "zod";
import { redirectTargetSchema } from "../redirects/schemas";

const M = "adminSeo.technical.monitor.errors";
const rowId = z.uuid({ error: "adminShell.fieldErrors.invalid" });

/**
 * "Redirect (301)" or "Mark as gone (410)" on a 404 entry: the entry and
 * what it becomes. The rule itself (source from the entry's path, target)
 * is checked by the redirects' own schema inside the action, so it is
 * refused exactly as the Redirects tab refuses it.
 */
export const resolveNotFoundSchema = z
  .object({
    id: rowId,
    statusCode: z.union([z.literal(301), z.literal(410)], { error: `${M}.status` }),
    toPath: redirectTargetSchema.nullish(),
  })
  .strict();

export const deleteNotFoundSchema = z.object({ id: rowId }).strict();
export const clearNotFoundSchema = z.object({}).strict();
