import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { categories, locations } from "@/db/schema";
import { getActiveContentBlocks } from "@/features/site-content/queries";
import { cached } from "@/lib/cache";

/** One editable copy block (site_content), as the public pages show it. */
export interface ContentBlock {
  section: string;
  title: string;
  subtitle: string | null;
  content: string;
  buttonText: string | null;
  buttonUrl: string | null;
}

/** Every active copy block, keyed by section, as the home page shows them (site_content's one read path). */
export async function getSiteContent(): Promise<Map<string, ContentBlock>> {
  const blocks = await getActiveContentBlocks();
  return new Map(
    [...blocks.values()].map(({ section, title, subtitle, content, buttonText, buttonUrl }) => [
      section,
      { section, title, subtitle, content, buttonText, buttonUrl },
    ]),
  );
}

/**
 * The blocks whose section starts with `prefix`, those named in `order` first
 * (in that order), then any others an admin added, alphabetically.
 */
export function blocksWithPrefix(
  content: Map<string, ContentBlock>,
  prefix: string,
  { order = [], exclude = [] }: { order?: readonly string[]; exclude?: readonly string[] } = {},
): ContentBlock[] {
  const rank = (section: string) => {
    const index = order.indexOf(section);
    return index === -1 ? order.length : index;
  };
  return [...content.values()]
    .filter((block) => block.section.startsWith(prefix) && !exclude.includes(block.section))
    .sort((a, b) => rank(a.section) - rank(b.section) || a.section.localeCompare(b.section));
}

export interface DistrictOption {
  slug: string;
  name: string;
  postcodes: string[];
}

export interface CategoryOption {
  slug: string;
  name: string;
}

/** Active districts, by name: the home page's district links and the models filter. */
export const listDistricts = cached(
  "locations:active",
  async (): Promise<DistrictOption[]> => {
    const db = await getDb();
    return db
      .select({ slug: locations.slug, name: locations.name, postcodes: locations.postcodes })
      .from(locations)
      .where(eq(locations.isActive, true))
      .orderBy(asc(locations.name));
  },
  { tags: ["locations"], ttlSeconds: 300 },
);

/** Active categories, by name: the models filter. */
export const listCategories = cached(
  "categories:active",
  async (): Promise<CategoryOption[]> => {
    const db = await getDb();
    return db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.name));
  },
  { tags: ["categories"], ttlSeconds: 300 },
);
