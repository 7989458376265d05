import { z } from "zod";
import { multilineTextSchema, textSchema } from "@/features/admin/field-schemas";
import { LEGAL_DOCUMENTS } from "../document";

/** The eight legal site_content keys (admin spec §3), in page order. */
export const LEGAL_SECTION_KEYS = [...LEGAL_DOCUMENTS.privacy.sections, ...LEGAL_DOCUMENTS.terms.sections] as const;
export type LegalSectionKey = (typeof LEGAL_SECTION_KEYS)[number];

export const LEGAL_LIMITS = { title: 200, subtitle: 300, content: 20_000 } as const;

/** One legal section (title, subtitle, content as plain text): the same schema validates the form and the action. */
export const legalSectionSchema = z
  .object({
    section: z.enum(LEGAL_SECTION_KEYS),
    title: textSchema({ max: LEGAL_LIMITS.title }),
    subtitle: textSchema({ max: LEGAL_LIMITS.subtitle }),
    content: multilineTextSchema({ max: LEGAL_LIMITS.content }),
  })
  .strict();

export type LegalSectionInput = z.input<typeof legalSectionSchema>;
