import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { siteContent } from "@/db/schema";
import { LEGAL_SECTION_KEYS, type LegalSectionKey } from "./schemas";

export interface LegalSectionRow {
  section: LegalSectionKey;
  title: string;
  subtitle: string;
  content: string;
  /** ISO date of the last save; null when the row does not exist yet. */
  updatedAt: string | null;
  exists: boolean;
}

/** The eight legal sections for the editor, fresh (never cached): an empty one when a row is missing. */
export async function getLegalSectionsForEditor(): Promise<LegalSectionRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      section: siteContent.section,
      title: siteContent.title,
      subtitle: siteContent.subtitle,
      content: siteContent.content,
      updatedAt: siteContent.updatedAt,
    })
    .from(siteContent)
    .where(inArray(siteContent.section, [...LEGAL_SECTION_KEYS]));
  const bySection = new Map(rows.map((row) => [row.section, row]));
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
