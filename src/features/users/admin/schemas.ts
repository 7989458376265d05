import { z } from "zod";
import { FIELD_MESSAGES, hasHiddenCharacters, multilineTextSchema, tooLong } from "@/features/forms/field-schemas";
import type { AdminMessageRef } from "@/features/admin/messages";
import { isValidClientName, memberLoginLocalPart } from "../login";
import { isIsoDay, isTodayOrLater, SUBSCRIPTION_LENGTHS } from "../subscription-dates";
import { cleanSearch, SEARCH_MAX, USER_FILTERS } from "./list-params";

/**
 * The Users screen's inputs (create-member, delete-user), shared by the dialogs
 * and the actions. Messages are admin message references, translated on the
 * server by the action and in the browser by FormField.
 */

const CREATE_ERRORS = {
  required: "adminUsers.create.errors.required",
  nameCharacters: "adminUsers.create.errors.nameCharacters",
  passwordShort: "adminUsers.create.errors.passwordShort",
  expiryPast: "adminUsers.create.errors.expiryPast",
  expiryInvalid: "adminUsers.create.errors.expiryInvalid",
  noLogin: "adminUsers.create.errors.noLogin",
} as const satisfies Record<string, AdminMessageRef>;

/** 6 characters for admin-created members (self sign-up needs 8). */
export const MEMBER_PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;
const CLIENT_NAME_MAX = 100;
const NOTE_MAX = 1000;

/** At most this many accounts change in one bulk call (a selection, or a filtered view): twice the scale the screen is measured at (scripts/bench-users-list.ts). */
export const BULK_MAX = 20_000;
/** At most this many ids in a selection sent from the screen (one page holds at most 100). */
const SELECTION_MAX = 500;

// raw-string: a user id, never shown.
const userId = z.string({ error: FIELD_MESSAGES.invalid }).trim().min(1, { error: FIELD_MESSAGES.invalid }).max(100, { error: FIELD_MESSAGES.invalid });

/** An optional note for the audit row: "" and missing both mean none. */
const note = multilineTextSchema({ max: NOTE_MAX })
  .optional()
  .transform((value) => value || null);

export const userIdSchema = z.object({ id: userId });
export const reviewUserSchema = z.object({ id: userId, note });

/**
 * A day that is today or later in London (YYYY-MM-DD), or nothing: "",
 * null and a missing value all mean "no date" (the field can be cleared).
 */
function optionalFutureDay(messages: { invalid: AdminMessageRef; past: AdminMessageRef }) {
  return z
    // raw-string: a day, refused unless it is a real YYYY-MM-DD day.
    .union([z.string({ error: messages.invalid }), z.null()], { error: messages.invalid })
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || isIsoDay(value), { error: messages.invalid, abort: true })
    .refine((value) => value === null || isTodayOrLater(value), { error: messages.past });
}

/** A subscription length, with its end day when the length is "date". */
const subscriptionChoice = {
  length: z.enum(SUBSCRIPTION_LENGTHS, { error: FIELD_MESSAGES.invalid }),
  until: optionalFutureDay({ invalid: FIELD_MESSAGES.invalid, past: "adminUsers.errors.untilPast" }),
};

/** A chosen-day length needs its day. */
function untilWhenDate(value: { length: string; until: string | null }, ctx: z.RefinementCtx): void {
  if (value.length === "date" && !value.until) {
    ctx.addIssue({ code: "custom", path: ["until"], message: "adminUsers.errors.untilRequired" });
  }
}

export const grantSubscriptionSchema = z.object({ id: userId, ...subscriptionChoice }).superRefine(untilWhenDate);
export type GrantSubscriptionInput = z.input<typeof grantSubscriptionSchema>;

export const endSubscriptionSchema = userIdSchema;

/** The client's name and a password, both required; the name gives the login. */
export const createMemberSchema = z.object({
  // raw-string: a client name, limited to letters, digits, spaces, _ and - by isValidClientName.
  clientName: z
    .string({ error: CREATE_ERRORS.required })
    .trim()
    .min(1, { error: CREATE_ERRORS.required, abort: true })
    .max(CLIENT_NAME_MAX, { error: tooLong(CLIENT_NAME_MAX), abort: true })
    .refine(isValidClientName, { error: CREATE_ERRORS.nameCharacters, abort: true })
    .refine((name) => memberLoginLocalPart(name) !== "", { error: CREATE_ERRORS.noLogin }),
  // Not trimmed: a password is exactly what was typed.
  password: z
    .string({ error: CREATE_ERRORS.required })
    .min(1, { error: CREATE_ERRORS.required, abort: true })
    .min(MEMBER_PASSWORD_MIN, { error: CREATE_ERRORS.passwordShort, abort: true })
    .max(PASSWORD_MAX, { error: tooLong(PASSWORD_MAX), abort: true })
    .refine((password) => !hasHiddenCharacters(password), { error: FIELD_MESSAGES.invalidCharacters }),
  /** Optional, not in the past, and can be cleared. */
  expiresOn: optionalFutureDay({ invalid: CREATE_ERRORS.expiryInvalid, past: CREATE_ERRORS.expiryPast }),
});
export type CreateMemberInput = z.input<typeof createMemberSchema>;
export type CreateMemberValues = z.output<typeof createMemberSchema>;

export const BULK_OPERATIONS = ["approve", "reject", "extend", "end"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

/**
 * Which accounts a bulk change reaches: the ones ticked, or every account
 * of a view. A view without a filter or a search is every account, so it
 * needs `everyone: true`, which the screen sends only when the admin chose
 * "select all accounts" (a stray click must not change the whole list).
 */
const bulkTarget = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("ids"),
      ids: z.array(userId, { error: "adminUsers.errors.bulkEmpty" }).min(1, { error: "adminUsers.errors.bulkEmpty" }).max(SELECTION_MAX, { error: FIELD_MESSAGES.invalid }),
    }),
    z.object({
      kind: z.literal("view"),
      filter: z.enum(USER_FILTERS, { error: FIELD_MESSAGES.invalid }),
      // raw-string: search text, cleaned by cleanSearch (hidden characters make it no search).
      q: z.string({ error: FIELD_MESSAGES.invalid }).max(SEARCH_MAX * 4, { error: FIELD_MESSAGES.invalid }).default("").transform(cleanSearch),
      everyone: z.boolean({ error: FIELD_MESSAGES.invalid }).default(false),
    }),
  ],
  { error: FIELD_MESSAGES.invalid },
);

export const bulkChangeSchema = z
  .object({
    operation: z.enum(BULK_OPERATIONS, { error: FIELD_MESSAGES.invalid }),
    target: bulkTarget,
    note,
    // For "extend" only.
    length: subscriptionChoice.length.optional(),
    until: subscriptionChoice.until,
  })
  .superRefine((value, ctx) => {
    if (value.operation !== "extend") return;
    if (!value.length) ctx.addIssue({ code: "custom", path: ["length"], message: FIELD_MESSAGES.required });
    else untilWhenDate({ length: value.length, until: value.until }, ctx);
  });
export type BulkChangeInput = z.input<typeof bulkChangeSchema>;
