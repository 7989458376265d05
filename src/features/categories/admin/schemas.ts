import { z } from "zod";
import { FIELD_MESSAGES, textSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { LANDING_LIMITS, landingFieldsSchema, landingPageIdSchema } from "@/features/admin/landing-page";

/** A category landing page: the landing fields, plus its name and whether it is published. */
export const categoryPageSchema = landingFieldsSchema.extend({
  id: landingPageIdSchema,
  ...versionFields,
  name: textSchema({ max: LANDING_LIMITS.name, required: true }),
  isActive: z.boolean({ error: FIELD_MESSAGES.invalid }),
});

export type CategoryPageValues = z.input<typeof categoryPageSchema>;
export type CategoryPageFormValues = Omit<CategoryPageValues, "id" | "expectedVersion" | "overwrite">;
export const categoryPageFormSchema = categoryPageSchema.omit({ id: true, expectedVersion: true, overwrite: true });
