/**
 * The hidden-character rule, the same for every text a person types (admin
 * forms, sign-up and sign-in, reviews, applications): NUL and the other C0
 * controls (tab, line feed and carriage return aside), DEL, the C1 controls
 * U+0080–U+009F, the invisible direction marks (U+200E, U+200F, U+061C), the
 * bidirectional embeddings and overrides U+202A–U+202E and the isolates
 * U+2066–U+2069. They can hide or disguise text, so they are refused with a
 * message rather than stored (such input gets a clear 4xx, never a 500). Pure, and
 * below every domain, so the auth request guard and the admin toolkit's
 * field schemas (src/features/forms/field-schemas.ts) share the one regex.
 */

// eslint-disable-next-line no-control-regex -- finding them is the point
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** True when the text holds a hidden character; a tab counts too unless the text may have several lines. */
export function hasHiddenCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return HIDDEN_CHARACTERS.test(value) || (!multiline && value.includes("\t"));
}

/** True when one-line text holds a hidden character or a line break (names, emails, passwords, tokens). */
export function hasHiddenCharactersOrBreaks(value: string): boolean {
  return hasHiddenCharacters(value) || /[\r\n]/.test(value);
}
