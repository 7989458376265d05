import { z } from "zod";

/**
 * The audit report's calls: each names where its slice starts, as the
 * previous call answered it. Shared by the actions and the screen.
 */

/** The audit reads the register's references by offset, then the stored images after an id. */
export const auditCursorSchema = z.discriminatedUnion("phase", [
  z.object({ phase: z.literal("references"), offset: z.number().int().min(0) }),
  z.object({ phase: z.literal("images"), afterId: z.uuid().nullable() }),
]);
export type AuditCursor = z.infer<typeof auditCursorSchema>;

export const FIRST_AUDIT_CURSOR: AuditCursor = { phase: "references", offset: 0 };

export const auditBatchSchema = z.object({ cursor: auditCursorSchema });

/** Generation and the sync's rebuild walk the stored images by id. */
export const imageSliceSchema = z.object({ afterId: z.uuid().nullable() });

/** The sync walks the outside references by offset. */
export const outsideSliceSchema = z.object({ offset: z.number().int().min(0) });

/** Calls that take nothing (the counts, the store probe). */
export const noInputSchema = z.object({}).strict();
