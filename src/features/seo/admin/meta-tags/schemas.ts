import { z } from "zod";
import { hasHiddenCharacters, imageUrlSchema, keywordsSchema, multilineTextSchema, textSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { META_ROBOTS, META_TAG_LIMITS, normalisePagePath, pagePathProblem, type PathProblem } from "../../meta-tags/rules";

const M = "adminSeo.metaTags.errors";

const PATH_MESSAGES = {
  required: `${M}.pathRequired`,
  noLeadingSlash: `${M}.pathSlash`,
  queryOrFragment: `${M}.pathQuery`,
  invalidCharacters: `${M}.pathCharacters`,
} as const satisfies Record<PathProblem, string>;

/**
 * A page path as page_seo keys it (rules.ts): refused with the reason when it
 * cannot be one, otherwise written the one way createMetadata looks it up.
 */
export const pagePathSchema = z
  .string({ error: PATH_MESSAGES.required })
  .max(META_TAG_LIMITS.path, { error: `adminShell.fieldErrors.tooLong:${META_TAG_LIMITS.path}` })
  // The shared rule as well as the path's own (which refuses spaces and controls, not direction marks).
  .refine((value) => !hasHiddenCharacters(value), { error: PATH_MESSAGES.invalidCharacters, abort: true })
  .superRefine((value, ctx) => {
    const problem = pagePathProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: PATH_MESSAGES[problem] });
  })
  .transform(normalisePagePath);

/** An optional social text: "" is stored as NULL (the head then falls back to the meta tags). */
const socialText = (max: number, multiline = false) => (multiline ? multilineTextSchema({ max }) : textSchema({ max })).transform((value) => value.replace(/\s+/g, " ").trim());

/**
 * The create/edit dialog (page_seo): the meta title to 60 characters and
 * the description to 160 (the inputs stop there; the action refuses more with the field's message),
 * unique non-empty keywords, one of the four robots values, and the Open
 * Graph and Twitter texts and images. Shared by the dialog and the actions.
 */
export const metaTagFieldsSchema = z.object({
  pagePath: pagePathSchema,
  pageTitle: textSchema({ max: META_TAG_LIMITS.pageTitle }),
  metaTitle: textSchema({ max: META_TAG_LIMITS.metaTitle, tooLong: `${M}.titleTooLong:${META_TAG_LIMITS.metaTitle}` }),
  metaDescription: multilineTextSchema({ max: META_TAG_LIMITS.metaDescription, tooLong: `${M}.descriptionTooLong:${META_TAG_LIMITS.metaDescription}` })
    // One line in the head: a line break typed in the box is a space there.
    .transform((value) => value.replace(/\s+/g, " ")),
  keywords: keywordsSchema({ maxItems: META_TAG_LIMITS.keywords, maxLength: META_TAG_LIMITS.keyword }),
  metaRobots: z.enum(META_ROBOTS, { error: `${M}.robotsInvalid` }),
  ogTitle: socialText(META_TAG_LIMITS.socialTitle),
  ogDescription: socialText(META_TAG_LIMITS.socialDescription, true),
  ogImage: imageUrlSchema({ max: META_TAG_LIMITS.image }),
  twitterTitle: socialText(META_TAG_LIMITS.socialTitle),
  twitterDescription: socialText(META_TAG_LIMITS.socialDescription, true),
  twitterImage: imageUrlSchema({ max: META_TAG_LIMITS.image }),
});
export type MetaTagFieldsInput = z.input<typeof metaTagFieldsSchema>;
export type MetaTagFields = z.output<typeof metaTagFieldsSchema>;

const rowId = z.uuid({ error: "adminShell.fieldErrors.invalid" });

export const createMetaTagSchema = metaTagFieldsSchema.strict();
export const updateMetaTagSchema = metaTagFieldsSchema.extend({ id: rowId, ...versionFields }).strict();
export const deleteMetaTagSchema = z.object({ id: rowId }).strict();
/** The dialog's check of a typed path: is it a public page, and does another row already hold it. */
export const checkMetaTagPathSchema = z.object({ pagePath: pagePathSchema, id: rowId.optional() }).strict();
