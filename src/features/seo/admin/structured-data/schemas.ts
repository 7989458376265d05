import { z } from "zod";
import { multilineTextSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { pagePathSchema } from "../meta-tags/schemas";
import { STRUCTURED_DATA_LIMITS, STRUCTURED_DATA_TYPES } from "./rules";

const M = "adminSeo.structuredData";

/**
 * The create/edit dialog (structured_data): the path
 * under the Meta Tags Manager's rule (same refusals, same normalised
 * spelling, so the public page finds the row under the path it asks for),
 * one of the seven schema types and the JSON as typed. The JSON's own rules
 * (rules.ts validateStructuredData) are run by the dialog as it is typed and
 * by the action, whose messages carry the parser's detail; the schema only
 * caps its length. Shared by the dialog and the actions.
 */
export const structuredDataFieldsSchema = z.object({
  pagePath: pagePathSchema,
  schemaType: z.enum(STRUCTURED_DATA_TYPES, { error: `${M}.errors.typeInvalid` }),
  schemaJson: multilineTextSchema({ max: STRUCTURED_DATA_LIMITS.json, tooLong: `${M}.validation.tooLong:${STRUCTURED_DATA_LIMITS.json}`, trim: false }),
});
export type StructuredDataFieldsInput = z.input<typeof structuredDataFieldsSchema>;
export type StructuredDataFields = z.output<typeof structuredDataFieldsSchema>;

const rowId = z.uuid({ error: "adminShell.fieldErrors.invalid" });

export const createStructuredDataSchema = structuredDataFieldsSchema.strict();
export const updateStructuredDataSchema = structuredDataFieldsSchema.extend({ id: rowId, ...versionFields }).strict();
export const deleteStructuredDataSchema = z.object({ id: rowId }).strict();
