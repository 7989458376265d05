import { z } from "zod";
import { isUsableImageUrl } from "@/lib/content-rules";
import { hasHiddenCharacters } from "@/lib/hidden-characters";
import { isHslTriple, normaliseHslTriple } from "@/lib/hsl";
import { slugify } from "@/lib/slug";
import type adminShell from "../../../messages/en-GB/admin-shell.json";

/** A field error as a message reference (admin-shell.json's fieldErrors), with its `{max}` after a colon where it has one. */
type FieldErrorRef = `adminShell.fieldErrors.${keyof (typeof adminShell)["fieldErrors"] & string}` | `adminShell.fieldErrors.${keyof (typeof adminShell)["fieldErrors"] & string}:${number}`;

/**
 * The field schemas of every form: each admin form and its action, and the
 * public forms (the application, member reviews), build their zod schema
 * from these, so each kind of field has one rule and one set of messages
 * (over-long text, NUL or direction overrides get a clear 4xx, never a 500).
 *
 * Messages are admin message references (message-ref.ts) in
 * adminShell.fieldErrors: the action translates them on the server, the
 * form's FormField in the browser. A field that words its own message
 * ('Enter a question') passes it as `required` or `message`.
 */

export const FIELD_MESSAGES = {
  required: "adminShell.fieldErrors.required",
  invalidCharacters: "adminShell.fieldErrors.invalidCharacters",
  singleLine: "adminShell.fieldErrors.singleLine",
  invalidUrl: "adminShell.fieldErrors.invalidUrl",
  duplicateItem: "adminShell.fieldErrors.duplicateItem",
  invalidOrder: "adminShell.fieldErrors.invalidOrder",
  invalidColour: "adminShell.fieldErrors.invalidColour",
  invalid: "adminShell.fieldErrors.invalid",
} as const satisfies Record<string, FieldErrorRef>;

/** "At most {max} characters." */
export const tooLong = (max: number) => `adminShell.fieldErrors.tooLong:${max}` as const satisfies FieldErrorRef;
/** "Use at most {max} entries" */
export const tooManyItems = (max: number) => `adminShell.fieldErrors.tooManyItems:${max}` as const satisfies FieldErrorRef;

/** The hidden-character rule itself lives below the domains, so the auth forms share it (src/lib/hidden-characters.ts). */
export { hasHiddenCharacters };

/**
 * The same messages in the public site's words (en-GB, not references): its
 * forms show what the schema says as it is.
 */
export const PUBLIC_TEXT_MESSAGES = {
  invalidCharacters: "Remove control or text-direction characters (they are not allowed).",
  singleLine: "Keep this on one line.",
} as const;

export interface TextOptions {
  max: number;
  /** Refuse a blank value (after trimming); a string is the field's own message for it. */
  required?: boolean | string;
  /** At least this many characters (after trimming), with the field's own message: a public form's minimum. */
  min?: { length: number; message: string };
  /** The field's own message for a text over `max` (otherwise "At most {max} characters."). */
  tooLong?: string;
  /** The messages for hidden characters and line breaks in a public form's words (PUBLIC_TEXT_MESSAGES). */
  messages?: { invalidCharacters: string; singleLine: string };
  /** False keeps white space at the ends, for text stored exactly as typed (robots.txt, JSON). */
  trim?: boolean;
}

function textField({ max, required = false, min, tooLong: tooLongMessage = tooLong(max), messages = FIELD_MESSAGES, trim = true }: TextOptions, multiline: boolean) {
  const requiredMessage = typeof required === "string" ? required : FIELD_MESSAGES.required;
  // raw-string: the toolkit's own text field, which applies the hidden-character rule below.
  const text = z.string({ error: requiredMessage });
  const base = trim ? text.trim() : text;
  const filled = required ? base.min(1, { error: requiredMessage, abort: true }) : base;
  const checked = (min ? filled.min(min.length, { error: min.message, abort: true }) : filled)
    .max(max, { error: tooLongMessage, abort: true })
    .refine((value) => !hasHiddenCharacters(value, { multiline }), { error: messages.invalidCharacters, abort: true });
  return multiline ? checked : checked.refine((value) => !/[\r\n]/.test(value), { error: messages.singleLine });
}

/** One line of text (names, titles, alt text, captions), trimmed. */
export function textSchema(options: TextOptions) {
  return textField(options, false);
}

/** Text with line breaks and tabs (paragraphs, copy blocks, HTML from the editor), trimmed. */
export function multilineTextSchema(options: TextOptions) {
  return textField(options, true);
}

/**
 * A link target the back office accepts: a path on this site ("/models",
 * not "//host" or "/\host") or an http(s) URL without credentials; no spaces.
 */
export function isLinkTarget(value: string): boolean {
  const href = value.trim();
  if (!href || /\s/.test(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.includes("\\");
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

interface UrlOptions {
  max?: number;
  required?: boolean | string;
  /** The field's own message for an address it refuses. */
  message?: string;
}

/** A button or link target: a /path or an http(s) URL; empty unless required. */
export function linkUrlSchema({ max = 2000, required = false, message = FIELD_MESSAGES.invalidUrl }: UrlOptions = {}) {
  return textSchema({ max, required }).refine((value) => value === "" || isLinkTarget(value), { error: message });
}

/** An image address: a /path or an http(s) URL; empty unless required. */
export function imageUrlSchema({ max = 2000, required = false, message = FIELD_MESSAGES.invalidUrl }: UrlOptions = {}) {
  return textSchema({ max, required }).refine((value) => value === "" || isUsableImageUrl(value), { error: message });
}

/**
 * A URL slug: whatever is typed becomes kebab-case ASCII ("Café Crème" →
 * "cafe-creme", src/lib/slug.ts); empty stays empty, for the caller to fill.
 */
export function slugSchema({ max }: { max: number }) {
  return textSchema({ max }).transform(slugify);
}

/**
 * Short labels typed as chips (keywords, landmarks): each one a line of text
 * of at most `maxLength`, trimmed; blanks dropped; at most `maxItems`; the
 * same entry twice (ignoring case) refused.
 */
export function keywordsSchema({ maxItems, maxLength }: { maxItems: number; maxLength: number }) {
  return z
    .array(textSchema({ max: maxLength }), { error: FIELD_MESSAGES.invalid })
    .transform((items) => items.filter((item) => item.length > 0))
    .refine((items) => items.length <= maxItems, { error: tooManyItems(maxItems) })
    .refine((items) => new Set(items.map((item) => item.toLocaleLowerCase("en-GB"))).size === items.length, {
      error: FIELD_MESSAGES.duplicateItem,
    });
}

/** A position in a list: a whole number, minimum 0. */
export function orderIndexSchema({ max = 100_000, message = FIELD_MESSAGES.invalidOrder }: { max?: number; message?: string } = {}) {
  return z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });
}

/**
 * A theme colour: an HSL triple without hsl() ("222 47% 11%"), written one way
 * whatever the usual form typed ("hsl(40, 52%, 63%)"). It ends up inside a
 * <style> element, so nothing but the triple gets through.
 */
export function hslColourSchema() {
  // raw-string: a colour, refused unless it normalises to an HSL triple.
  return z
    .string({ error: FIELD_MESSAGES.invalidColour })
    .max(40, { error: FIELD_MESSAGES.invalidColour })
    .transform(normaliseHslTriple)
    .refine(isHslTriple, { error: FIELD_MESSAGES.invalidColour });
}
