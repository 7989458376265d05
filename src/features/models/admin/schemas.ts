import { z } from "zod";
import { FIELD_MESSAGES } from "@/features/forms/field-schemas";
import { AVAILABILITIES } from "./list-params";

/**
 * The Models list's inputs, shared by the screen and its actions. Messages
 * are admin message references, translated by the action on the server.
 */

/** At most this many models in one bulk call: a page holds 25, so this is ample and keeps one transaction small. */
export const MODEL_BULK_MAX = 500;

/** The availability a bulk change sets; "unset" clears it ('Not Set'). */
export const AVAILABILITY_CHOICES = [...AVAILABILITIES, "unset"] as const;
export type AvailabilityChoice = (typeof AVAILABILITY_CHOICES)[number];

const modelIds = z
  .array(z.guid({ error: FIELD_MESSAGES.invalid }), { error: "adminModels.list.errors.noneSelected" })
  .min(1, { error: "adminModels.list.errors.noneSelected" })
  .max(MODEL_BULK_MAX, { error: `adminModels.list.errors.tooMany:${MODEL_BULK_MAX}` })
  // The same model ticked twice is one model.
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

export const bulkAvailabilitySchema = z.object({
  ids: modelIds,
  availability: z.enum(AVAILABILITY_CHOICES, { error: FIELD_MESSAGES.invalid }),
});
export type BulkAvailabilityInput = z.input<typeof bulkAvailabilitySchema>;

export const bulkHomepageSchema = z.object({
  ids: modelIds,
  on: z.boolean({ error: FIELD_MESSAGES.invalid }),
});
export type BulkHomepageInput = z.input<typeof bulkHomepageSchema>;

/** Move to the trash, restore from it, or delete for good (decision 023): the ticked models, or one row's. */
export const modelTrashSchema = z.object({ ids: modelIds });
export type ModelTrashInput = z.input<typeof modelTrashSchema>;
