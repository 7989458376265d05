import "server-only";
import { readOwnedBlocks } from "@/features/site-content/queries";
import { compareSections, type ContentArea } from "./areas";

export interface ContentSectionRow {
  id: string;
  section: string;
  title: string;
  subtitle: string;
  content: string;
  /** ISO time of the last save: the version the form sends back. */
  updatedAt: string;
}

/** Every copy block of an area, fresh from the database, main title first. */
export async function listContentSections(area: ContentArea): Promise<ContentSectionRow[]> {
  const order = compareSections(area);
  return (await readOwnedBlocks(area))
    .sort((a, b) => order(a.section, b.section))
    .map((row) => ({
      id: row.id,
      section: row.section,
      title: row.title,
      subtitle: row.subtitle ?? "",
      content: row.content,
      updatedAt: row.updatedAt.toISOString(),
    }));
}
