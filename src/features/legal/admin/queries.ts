import "server-only";
import { readOwnedBlocks } from "@/features/site-content/queries";
import { LEGAL_SECTION_KEYS, type LegalSectionKey } from "./schemas";

export interface LegalSectionRow {
  section: LegalSectionKey;
  title: string;
  subtitle: string;
  content: string;
  /** ISO date of the last save (the version the form sends back); null when the row does not exist yet. */
  updatedAt: string | null;
  exists: boolean;
}

/** The eight legal sections for the editor, fresh (never cached): an empty one when a row is missing. */
export async function getLegalSectionsForEditor(): Promise<LegalSectionRow[]> {
  const bySection = new Map((await readOwnedBlocks("legal")).map((row) => [row.section, row]));
  return LEGAL_SECTION_KEYS.map((section) => {
    const row = bySection.get(section);
    return {
      section,
      title: row?.title ?? "",
      subtitle: row?.subtitle ?? "",
      content: row?.content ?? "",
      updatedAt: row ? row.updatedAt.toISOString() : null,
      exists: Boolean(row),
    };
  });
}
