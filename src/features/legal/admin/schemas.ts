import { z } from "zod";
import { LEGAL_DOCUMENTS } from "../document";

/** The eight legal site_content keys (admin spec §3), in page order. */
export const LEGAL_SECTION_KEYS = [...LEGAL_DOCUMENTS.privacy.sections, ...LEGAL_DOCUMENTS.terms.sections] as const;
export type LegalSectionKey = (typeof LEGAL_SECTION_KEYS)[number];

export const LEGAL_LIMITS = { title: 200, subtitle: 300, content: 20_000 } as const;

/** Control characters except tab and line breaks, and bidirectional overrides/isolates (security.md 16.5.3). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;

/** Messages are admin message references (features/admin/message-ref.ts): the form and the action translate them. */
function text(max: number) {
  return z
    .string()
    .max(max, { error: `adminShell.legal.tooLong:${max}` })
    .refine((value) => !FORBIDDEN.test(value), { error: "adminShell.legal.forbiddenChars" });
}

/** One legal section (title, subtitle, content as plain text): the same schema validates the form and the action. */
export const legalSectionSchema = z
  .object({
    section: z.enum(LEGAL_SECTION_KEYS),
    title: text(LEGAL_LIMITS.title),
    subtitle: text(LEGAL_LIMITS.subtitle),
    content: text(LEGAL_LIMITS.content),
  })
  .strict();

export type LegalSectionInput = z.input<typeof legalSectionSchema>;
