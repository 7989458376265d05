import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { seoSettings } from "@/db/schema";
import { cached } from "@/lib/cache";
import { DEFAULT_ROBOTS_TXT } from "./robots-default";

/**
 * robots.txt from the admin's template (admin spec §9), or the default one
 * when none is stored or it is blank. `{siteUrl}` becomes the site's URL
 * (without a trailing slash, so "{siteUrl}/sitemap.xml" reads right). Pure.
 */
export function renderRobotsTxt(stored: string | null | undefined, siteUrl: string): string {
  const template = stored?.trim() ? stored : DEFAULT_ROBOTS_TXT;
  const base = siteUrl.replace(/\/+$/, "");
  const text = template.replaceAll("{siteUrl}", base).replace(/\r\n?/g, "\n");
  return text.endsWith("\n") ? text : `${text}\n`;
}

/** The stored template (seo_settings `robots_txt`, `{ content }`), or null. */
const loadStoredRobots = cached(
  "robots:stored",
  async (): Promise<string | null> => {
    const db = await getDb();
    const [row] = await db
      .select({ value: seoSettings.settingValue })
      .from(seoSettings)
      .where(eq(seoSettings.settingKey, "robots_txt"));
    const content = row?.value?.content;
    return typeof content === "string" ? content : null;
  },
  { tags: ["seo_settings"], ttlSeconds: 600 },
);

/** robots.txt as served for this site's URL. */
export async function getRobotsTxt(siteUrl: string): Promise<string> {
  return renderRobotsTxt(await loadStoredRobots(), siteUrl);
}
