import { z } from "zod";
import { FIELD_MESSAGES } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { CONTENT_OWNERS } from "@/features/site-content/registry";
import { contentTextSchema } from "@/features/site-content/admin/schemas";
import { isSectionInArea, type ContentArea } from "../areas";

/** The three areas share their limits (the key registry's landing-page blurb). */
export const CONTENT_LIMITS = CONTENT_OWNERS.characteristics.limits;

/** The fields of one copy block, as its form edits them: title, subtitle, content. */
export const contentSectionFieldsSchema = contentTextSchema("characteristics");

export type ContentSectionFields = z.input<typeof contentSectionFieldsSchema>;

/**
 * The update schema of one area: the section key must carry the area's
 * prefix, so the characteristics action can never touch privacy_main_title.
 */
export function contentSectionSchemaFor(area: ContentArea) {
  return contentTextSchema(area).extend({
    // raw-string: a content key, refused unless it belongs to the area.
    section: z
      .string({ error: FIELD_MESSAGES.invalid })
      .refine((section) => isSectionInArea(section, area), { error: "wrongSection" }),
    ...versionFields,
  });
}

export type ContentSectionInput = z.input<ReturnType<typeof contentSectionSchemaFor>>;
