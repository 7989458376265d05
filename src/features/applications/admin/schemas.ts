import { z } from "zod";
import { hasHiddenCharacters } from "@/features/forms/field-schemas";
import { REVIEW_DECISIONS } from "../rules";

/** The decision panel's notes (optional, with a decision). */
export const ADMIN_NOTES_MAX = 2000;

const applicationId = z.guid({ error: "adminModels.applications.errors.notFound" });
const NOTES_MESSAGE = "adminModels.applications.errors.notesTooLong";

/** Notes as typed: trimmed, control characters other than line breaks refused, "" for none. */
const notesSchema = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .refine((value) => !hasHiddenCharacters(value, { multiline: true }), { error: "adminModels.applications.errors.notesInvalid" })
  .refine((value) => value.length <= ADMIN_NOTES_MAX, { error: NOTES_MESSAGE });

/** Reviewing, approved or rejected, with optional notes; the status is stated, not toggled, so a double click cannot undo itself. */
export const setApplicationStatusSchema = z
  .object({
    id: applicationId,
    status: z.enum(REVIEW_DECISIONS, { error: "adminModels.applications.errors.statusInvalid" }),
    notes: notesSchema.optional().default(""),
  })
  .strict();
export type SetApplicationStatusInput = z.input<typeof setApplicationStatusSchema>;

export const convertApplicationSchema = z.object({ id: applicationId }).strict();

export const removeApplicationPhotoSchema = z.object({ id: applicationId, mediaId: z.guid({ error: "adminModels.applications.errors.photoMissing" }) }).strict();
