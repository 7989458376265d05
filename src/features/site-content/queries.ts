import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { siteContent } from "@/db/schema";
import { compareSections, HERO_SECTION, isGeneralSection } from "./sections";

/** One site_content block as the admin editor shows it (nulls as empty strings). */
export interface AdminContentBlock {
  id: string;
  section: string;
  title: string;
  subtitle: string;
  content: string;
  imageUrl: string;
  imageAlt: string;
  buttonText: string;
  buttonUrl: string;
  /** ISO time of the last save. */
  updatedAt: string;
}

export const adminBlockColumns = {
  id: siteContent.id,
  section: siteContent.section,
  title: siteContent.title,
  subtitle: siteContent.subtitle,
  content: siteContent.content,
  imageUrl: siteContent.imageUrl,
  imageAlt: siteContent.imageAlt,
  buttonText: siteContent.buttonText,
  buttonUrl: siteContent.buttonUrl,
  updatedAt: siteContent.updatedAt,
};

type BlockRow = Pick<typeof siteContent.$inferSelect, keyof typeof adminBlockColumns>;

export function toAdminBlock(row: BlockRow): AdminContentBlock {
  return {
    id: row.id,
    section: row.section,
    title: row.title,
    subtitle: row.subtitle ?? "",
    content: row.content,
    imageUrl: row.imageUrl ?? "",
    imageAlt: row.imageAlt ?? "",
    buttonText: row.buttonText ?? "",
    buttonUrl: row.buttonUrl ?? "",
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The blocks of the Site content tab (admin spec §2 screen 8), in home page order. Admins read them uncached. */
export async function listGeneralContentBlocks(): Promise<AdminContentBlock[]> {
  const db = await getDb();
  const rows = await db.select(adminBlockColumns).from(siteContent).orderBy(asc(siteContent.section));
  return rows
    .filter((row) => isGeneralSection(row.section))
    .sort((a, b) => compareSections(a.section, b.section))
    .map(toAdminBlock);
}

/** The home page hero text (homepage_hero_main), edited beside the hero banners; null when missing. */
export async function getHeroContentBlock(): Promise<AdminContentBlock | null> {
  const db = await getDb();
  const [row] = await db.select(adminBlockColumns).from(siteContent).where(eq(siteContent.section, HERO_SECTION));
  return row ? toAdminBlock(row) : null;
}
