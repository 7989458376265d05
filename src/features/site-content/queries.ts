import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { siteContent } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { cached } from "@/lib/cache";
import { HERO_SECTION, ownerOf, type ContentOwnerName } from "./registry";
import { compareSections } from "./sections";

/**
 * The one read path of site_content (its owners are in registry.ts). Every
 * screen and public page reads through `readContentBlocks` or its cached
 * public twin, with one column set. The table holds a few dozen rows, so a
 * reader takes them all and keeps what its owner holds.
 */

/** The columns every reader takes (the local image variants are the media pipeline's, not an editor's). */
export const contentBlockColumns = {
  ...columnsOf(siteContent, ["id", "section", "title", "subtitle", "content", "imageUrl", "imageAlt", "buttonText", "buttonUrl", "isActive", "updatedAt"]),
};

export type ContentBlockRow = Pick<typeof siteContent.$inferSelect, keyof typeof contentBlockColumns>;

/** Every block (or only the active ones), ordered by key. */
export async function readContentBlocks({ activeOnly = false, db: handle }: { activeOnly?: boolean; db?: Database | Transaction } = {}): Promise<ContentBlockRow[]> {
  // `db`: an action's transaction, which must not wait on a second connection (PGlite has one).
  const db = handle ?? (await getDb());
  const query = db.select(contentBlockColumns).from(siteContent);
  return (activeOnly ? query.where(eq(siteContent.isActive, true)) : query).orderBy(asc(siteContent.section));
}

/** The active blocks by key, for the public pages; cleared by the table's change notification (decision 008). */
export const getActiveContentBlocks = cached(
  "site-content:active",
  async (): Promise<Map<string, ContentBlockRow>> => new Map((await readContentBlocks({ activeOnly: true })).map((row) => [row.section, row])),
  { tags: ["site_content"], ttlSeconds: 300 },
);

/** The blocks one owner holds, fresh (an admin must see what is stored now, not a cached copy). */
export async function readOwnedBlocks(owner: ContentOwnerName): Promise<ContentBlockRow[]> {
  return (await readContentBlocks()).filter((row) => ownerOf(row.section) === owner);
}

/** One site_content block as the admin editors show it (nulls as empty strings). */
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
  /** ISO time of the last save: the version the form sends back (src/features/admin/version.ts). */
  updatedAt: string;
}

export function toAdminBlock(row: ContentBlockRow): AdminContentBlock {
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

/** The blocks of the Site content tab, in home page order. */
export async function listGeneralContentBlocks(): Promise<AdminContentBlock[]> {
  const rows = await readOwnedBlocks("general");
  return rows.sort((a, b) => compareSections(a.section, b.section)).map(toAdminBlock);
}

/** The home page hero text (homepage_hero_main), edited beside the hero banners; null when missing. */
export async function getHeroContentBlock(): Promise<AdminContentBlock | null> {
  const row = (await readOwnedBlocks("hero")).find((block) => block.section === HERO_SECTION);
  return row ? toAdminBlock(row) : null;
}
