import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { siteContent } from "@/db/schema";
import { compareSections, CONTENT_AREAS, type ContentArea } from "./areas";

export interface ContentSectionRow {
  id: string;
  section: string;
  title: string;
  subtitle: string;
  content: string;
  updatedAt: string;
}

/**
 * Every copy block of an area, fresh from the database (the admin must see
 * what is stored now, not a cached copy). starts_with() rather than LIKE, so
 * an underscore in the prefix is not a wildcard.
 */
export async function listContentSections(area: ContentArea): Promise<ContentSectionRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: siteContent.id,
      section: siteContent.section,
      title: siteContent.title,
      subtitle: siteContent.subtitle,
      content: siteContent.content,
      updatedAt: siteContent.updatedAt,
    })
    .from(siteContent)
    .where(sql`starts_with(${siteContent.section}, ${CONTENT_AREAS[area].prefix})`);
  const order = compareSections(area);
  return rows
    .sort((a, b) => order(a.section, b.section))
    .map((row) => ({ ...row, subtitle: row.subtitle ?? "", updatedAt: row.updatedAt.toISOString() }));
}
