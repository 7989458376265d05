import { z } from "zod";
import { textSchema } from "@/features/forms/field-schemas";
import { CANONICAL_RULE_LIMITS, canonicalPatternProblem, canonicalUrlProblem, type CanonicalUrlProblem, type PatternProblem } from "./rules";

const M = "adminSeo.technical.canonical.errors";

const PATTERN_MESSAGES = {
  required: `${M}.patternRequired`,
  noLeadingSlash: `${M}.patternSlash`,
  queryOrFragment: `${M}.patternQuery`,
  whitespace: `${M}.patternSpaces`,
} as const satisfies Record<PatternProblem, string>;

const URL_MESSAGES = {
  required: `${M}.urlRequired`,
  invalid: `${M}.urlInvalid`,
} as const satisfies Record<CanonicalUrlProblem, string>;

const patternSchema = textSchema({ max: CANONICAL_RULE_LIMITS.pattern }).superRefine((value, ctx) => {
  const problem = canonicalPatternProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: PATTERN_MESSAGES[problem] });
});

const canonicalUrlSchema = textSchema({ max: CANONICAL_RULE_LIMITS.canonicalUrl }).superRefine((value, ctx) => {
  const problem = canonicalUrlProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: URL_MESSAGES[problem] });
});

/** The add/edit dialog (canonical_rules): pattern, canonical URL and whether it applies. Shared by the dialog and the actions. */
export const canonicalRuleFieldsSchema = z.object({
  pattern: patternSchema,
  canonicalUrl: canonicalUrlSchema,
  isActive: z.boolean({ error: "adminShell.fieldErrors.invalid" }),
});
export type CanonicalRuleFieldsInput = z.input<typeof canonicalRuleFieldsSchema>;
export type CanonicalRuleFields = z.output<typeof canonicalRuleFieldsSchema>;

const ruleId = z.uuid({ error: "adminShell.fieldErrors.invalid" });

export const createCanonicalRuleSchema = canonicalRuleFieldsSchema.strict();
/**
 * No version fields: canonical_rules has no updated_at (and the schema is
 * not changed for this screen), so an edit cannot tell a newer change from
 * its own; the row lock still keeps two saves from interleaving.
 */
export const updateCanonicalRuleSchema = canonicalRuleFieldsSchema.extend({ id: ruleId }).strict();
export const setCanonicalRuleActiveSchema = z.object({ id: ruleId, isActive: z.boolean({ error: "adminShell.fieldErrors.invalid" }) }).strict();
export const deleteCanonicalRuleSchema = z.object({ id: ruleId }).strict();
