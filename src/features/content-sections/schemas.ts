import { z } from "zod";
import { isSectionInArea, type ContentArea } from "./areas";
import { FIELD_MESSAGES, multilineTextSchema, textSchema } from "@/features/admin/field-schemas";

export const CONTENT_LIMITS = { title: 200, subtitle: 300, content: 10_000 } as const;

/** The fields of one copy block, as its form edits them (spec §7: title, subtitle, content). */
export const contentSectionFieldsSchema = z.object({
  title: textSchema({ max: CONTENT_LIMITS.title, required: true }),
  subtitle: textSchema({ max: CONTENT_LIMITS.subtitle }),
  content: multilineTextSchema({ max: CONTENT_LIMITS.content }),
});

export type ContentSectionFields = z.input<typeof contentSectionFieldsSchema>;

/**
 * The update schema of one area: the section key must carry the area's
 * prefix, so the characteristics action can never touch privacy_main_title.
 */
export function contentSectionSchemaFor(area: ContentArea) {
  return contentSectionFieldsSchema.extend({
    section: z
      .string({ error: FIELD_MESSAGES.invalid })
      .refine((section) => isSectionInArea(section, area), { error: "wrongSection" }),
  });
}

export type ContentSectionInput = z.input<ReturnType<typeof contentSectionSchemaFor>>;
