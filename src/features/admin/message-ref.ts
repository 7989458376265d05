/**
 * Message references: how zod schemas shared by a form and its action name
 * their messages without choosing a language. A reference is a full admin
 * key, or a key and the number it needs after a colon
 * ("adminShell.fieldErrors.tooLong:200" → `{max}` = 200). The server translates
 * them in an action's answer (action.ts), the browser in a form
 * (use-message-ref.ts). No catalogue is imported here, so forms can use it.
 */

const NAMESPACES = ["adminShell.", "adminContent.", "adminModels.", "adminUsers.", "adminReviews.", "adminSeo."] as const;

/** True when `value` is an admin message reference rather than text to show as it is. */
export function isAdminMessageRef(value: string): boolean {
  return NAMESPACES.some((namespace) => value.startsWith(namespace)) && !/\s/.test(value);
}

/**
 * True for a key relative to a form's own catalogue ("required",
 * "faq.errors.questionRequired", "orderInvalid"): what an action leaves
 * untranslated for the form (action.ts).
 */
export function isRelativeMessageKey(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*(?::\d+)?$/.test(value);
}

export function parseMessageRef(ref: string): { key: string; max?: number } {
  const [key, raw] = ref.split(":");
  const max = raw === undefined ? undefined : Number(raw);
  return Number.isFinite(max) ? { key, max } : { key };
}
