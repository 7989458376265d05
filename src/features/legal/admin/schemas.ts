import { z } from "zod";
import { LEGAL_DOCUMENTS } from "../document";

/** The eight legal site_content keys (admin spec §3), in page order. */
export const LEGAL_SECTION_KEYS = [...LEGAL_DOCUMENTS.privacy.sections, ...LEGAL_DOCUMENTS.terms.sections] as const;
export type LegalSectionKey = (typeof LEGAL_SECTION_KEYS)[number];

export const LEGAL_LIMITS = { title: 200, subtitle: 300, content: 20_000 } as const;

/** Control characters except tab and line breaks, and bidirectional overrides/isolates (security.md 16.5.3). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;

export interface LegalSchemaMessages {
  tooLong: (max: number) => string;
  forbiddenChars: string;
}

const ENGLISH: LegalSchemaMessages = {
  tooLong: (max) => `At most ${max} characters.`,
  forbiddenChars: "Remove control or text-direction characters (they are not allowed).",
};

function text(max: number, messages: LegalSchemaMessages) {
  return z
    .string()
    .max(max, { error: messages.tooLong(max) })
    .refine((value) => !FORBIDDEN.test(value), { error: messages.forbiddenChars });
}

/**
 * One legal section (title, subtitle, content as plain text). The same schema
 * validates the form (with messages in the admin's language) and the action.
 */
export function legalSectionSchema(messages: LegalSchemaMessages = ENGLISH) {
  return z
    .object({
      section: z.enum(LEGAL_SECTION_KEYS),
      title: text(LEGAL_LIMITS.title, messages),
      subtitle: text(LEGAL_LIMITS.subtitle, messages),
      content: text(LEGAL_LIMITS.content, messages),
    })
    .strict();
}

export type LegalSectionInput = z.input<ReturnType<typeof legalSectionSchema>>;
