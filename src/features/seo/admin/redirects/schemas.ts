import { z } from "zod";
import { textSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { SLUG_KINDS } from "./slug-change";
import {
  GONE_STATUSES,
  MATCH_TYPES,
  REDIRECT_STATUSES,
  normaliseSourcePath,
  sourceProblem,
  targetProblem,
  type RedirectMatchType,
  type RedirectStatus,
  type SourceProblem,
  type TargetProblem,
} from "../../redirects/engine";

const E = "adminSeo.redirects.errors";

export const SOURCE_MESSAGES = {
  required: `${E}.sourceRequired`,
  slash: `${E}.sourceSlash`,
  query: `${E}.sourceQuery`,
  reserved: `${E}.sourceReserved`,
  tooLong: `${E}.sourceTooLong`,
  regexInvalid: `${E}.regexInvalid`,
  regexTooLong: `${E}.regexTooLong`,
  regexSlow: `${E}.regexSlow`,
} as const satisfies Record<SourceProblem, string>;

export const TARGET_MESSAGES = {
  required: `${E}.targetRequired`,
  invalid: `${E}.targetInvalid`,
  tooLong: `${E}.targetTooLong`,
} as const satisfies Record<TargetProblem, string>;

export const STATUS_MESSAGE = `${E}.status` as const;

/** A redirect's target as typed (its shape is checked with the rule); the 404 monitor's "Redirect (301)" takes the same. */
export const redirectTargetSchema = textSchema({ max: 4000, tooLong: TARGET_MESSAGES.tooLong });

/** One rule as typed in the dialog or read from a CSV line. */
const redirectInputSchema = z.object({
  fromPath: textSchema({ max: 1000, tooLong: SOURCE_MESSAGES.tooLong }),
  toPath: redirectTargetSchema.nullish(),
  statusCode: z
    .number({ error: STATUS_MESSAGE })
    .int({ error: STATUS_MESSAGE })
    .refine((value) => (REDIRECT_STATUSES as readonly number[]).includes(value), { error: STATUS_MESSAGE }),
  matchType: z.enum(MATCH_TYPES as readonly RedirectMatchType[] as [RedirectMatchType, ...RedirectMatchType[]], { error: `${E}.matchType` }).default("exact"),
  keepQuery: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

export interface RedirectFields {
  fromPath: string;
  toPath: string | null;
  statusCode: RedirectStatus;
  matchType: RedirectMatchType;
  keepQuery: boolean;
  isActive: boolean;
}

type RawRule = z.output<typeof redirectInputSchema>;

function checkRule(value: RawRule, ctx: z.RefinementCtx): void {
  const source = sourceProblem(value.fromPath, value.matchType);
  if (source) ctx.addIssue({ code: "custom", path: ["fromPath"], message: SOURCE_MESSAGES[source] });
  const target = targetProblem(value.toPath ?? "", value.statusCode);
  if (target) ctx.addIssue({ code: "custom", path: ["toPath"], message: TARGET_MESSAGES[target] });
}

function storedRule<T extends RawRule>(value: T): Omit<T, keyof RawRule> & RedirectFields {
  return {
    ...value,
    statusCode: value.statusCode as RedirectStatus,
    fromPath: value.matchType === "regex" ? value.fromPath : normaliseSourcePath(value.fromPath),
    toPath: (GONE_STATUSES as readonly number[]).includes(value.statusCode) ? null : value.toPath || null,
  };
}

/**
 * The rule's fields checked by the engine's own rules (engine.ts), then
 * stored one way: a plain source percent-encoded without a trailing slash,
 * no target for 410/451 (they answer with a page).
 */
export const redirectFieldsSchema = redirectInputSchema.strict().superRefine(checkRule).transform(storedRule);

export type RedirectFieldsInput = z.input<typeof redirectInputSchema>;

const rowId = z.uuid({ error: "adminShell.fieldErrors.invalid" });

export const createRedirectSchema = redirectFieldsSchema;
export const updateRedirectSchema = redirectInputSchema
  .extend({ id: rowId, ...versionFields })
  .strict()
  .superRefine(checkRule)
  .transform(storedRule);
export const toggleRedirectSchema = z.object({ id: rowId, isActive: z.boolean() }).strict();
export const deleteRedirectSchema = z.object({ id: rowId }).strict();
export const testRedirectUrlSchema = z.object({ url: textSchema({ max: 2000, required: `${E}.testUrlRequired`, tooLong: `${E}.testUrlInvalid` }) }).strict();

/** At most this many lines in one import, and this many bytes. */
export const IMPORT_MAX_LINES = 5000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const importRedirectsSchema = z
  // raw-string: a whole CSV file; each of its lines is then checked as one rule by redirectInputSchema (textSchema).
  .object({ csv: z.string().max(IMPORT_MAX_BYTES, { error: `${E}.importTooBig` }) })
  .strict();

// raw-string: a slug is lower-case letters, digits and dashes only (the regex), no room for hidden characters.
const slugSchema = z.string().trim().toLowerCase().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: `${E}.slugInvalid` }).max(200, { error: `${E}.slugInvalid` });
/** The 301 offered after a slug change (slug-change.ts). */
export const slugRedirectSchema = z
  .object({ kind: z.enum(SLUG_KINDS), oldSlug: slugSchema, newSlug: slugSchema })
  .strict()
  .refine((value) => value.oldSlug !== value.newSlug, { error: `${E}.slugUnchanged`, path: ["newSlug"] });
