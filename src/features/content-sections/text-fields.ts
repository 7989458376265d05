import { z } from "zod";

/**
 * zod field helpers shared by the admin forms of this area (site copy, home
 * page tiles, category and district landing pages) and their server actions.
 *
 * Issue messages are message KEYS in the `adminModels.errors` catalogue
 * ("required", "tooLong:60"), never English sentences: the same schema runs in
 * the browser and on the server, and the form shows each key in the admin's
 * language (see `fieldErrorKey` / components/field.tsx).
 */

/** NUL, other C0/C1 controls and bidirectional overrides/isolates (security.md [16.5.3]). */
// eslint-disable-next-line no-control-regex -- refusing them is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;
/** The same, but line breaks and tabs are welcome in multi-line text. */
// eslint-disable-next-line no-control-regex -- refusing them is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;

export const ERROR_KEYS = {
  required: "required",
  tooLong: (max: number) => `tooLong:${max}`,
  invalidCharacters: "invalidCharacters",
} as const;

/** One line of text (names, titles, alt text), trimmed; `min: 1` makes it required. */
export function singleLine({ max, min = 0 }: { max: number; min?: number }) {
  return z
    .string({ error: ERROR_KEYS.required })
    .trim()
    .min(min, { error: ERROR_KEYS.required, abort: true })
    .max(max, { error: ERROR_KEYS.tooLong(max), abort: true })
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: ERROR_KEYS.invalidCharacters });
}

/** Several lines of text (descriptions, copy blocks, HTML source), trimmed. */
export function multiLine({ max, min = 0 }: { max: number; min?: number }) {
  return z
    .string({ error: ERROR_KEYS.required })
    .trim()
    .min(min, { error: ERROR_KEYS.required, abort: true })
    .max(max, { error: ERROR_KEYS.tooLong(max), abort: true })
    .refine((value) => !MULTI_LINE_FORBIDDEN.test(value), { error: ERROR_KEYS.invalidCharacters });
}

/**
 * A list of short labels (keywords, landmarks) typed as chips: each one
 * trimmed and checked, blanks dropped, duplicates (ignoring case) refused.
 */
export function chipList({ maxItems, maxLength }: { maxItems: number; maxLength: number }) {
  return z
    .array(singleLine({ max: maxLength }), { error: "invalid" })
    .transform((items) => items.filter((item) => item.length > 0))
    .refine((items) => items.length <= maxItems, { error: `tooManyItems:${maxItems}` })
    .refine((items) => new Set(items.map((item) => item.toLocaleLowerCase("en-GB"))).size === items.length, {
      error: "duplicateItem",
    });
}

/** "tooLong:60" → { key: "tooLong", value: 60 }: how the form finds the message and its number. */
export function fieldErrorKey(message: string): { key: string; value?: number } {
  const [key, raw] = message.split(":");
  const value = raw === undefined ? undefined : Number(raw);
  return Number.isFinite(value) ? { key, value } : { key };
}
