import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { CONTENT_OWNERS, LEGAL_SECTION_KEYS } from "@/features/site-content/registry";
import { contentTextSchema } from "@/features/site-content/admin/schemas";

/** The eight legal site_content keys, in page order: the key registry's. */
export { LEGAL_SECTION_KEYS, type LegalSectionKey } from "@/features/site-content/registry";

export const LEGAL_LIMITS = CONTENT_OWNERS.legal.limits;

/** One legal section (title, subtitle, content as plain text): the same schema validates the form and the action. */
export const legalSectionSchema = contentTextSchema("legal")
  .extend({ section: z.enum(LEGAL_SECTION_KEYS), ...versionFields })
  .strict();

export type LegalSectionInput = z.input<typeof legalSectionSchema>;
