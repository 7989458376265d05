/**
 * Technical SEO: the tabs and what the Sitemap tab
 * reads out of robots.txt. Pure: unit-tested.
 */

/** The tabs, in the order shown; the chosen one is kept in the address (`?tab=`), so a reload keeps it. */
export const TECHNICAL_TABS = ["robots", "sitemap", "redirects", "canonical", "monitor"] as const;
export type TechnicalTab = (typeof TECHNICAL_TABS)[number];

/** The tab named in the address, or the first one for anything else. */
export function parseTechnicalTab(value: unknown): TechnicalTab {
  const raw = Array.isArray(value) ? value[0] : value;
  return (TECHNICAL_TABS as readonly unknown[]).includes(raw) ? (raw as TechnicalTab) : "robots";
}

/** The `Sitemap:` lines of a robots.txt (the directive is case-insensitive), in order, without repeats. */
export function sitemapUrlsIn(robotsTxt: string): string[] {
  const found: string[] = [];
  for (const line of robotsTxt.split(/\r\n?|\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (match && !found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

/**
 * The Sitemap tab shows the generated XML; past this many characters it
 * shows the start and says so (the whole file is one click away at
 * /sitemap.xml), so a large site does not send megabytes to the browser.
 */
export const SITEMAP_PREVIEW_CHARS = 200_000;

/** Webmaster tools the Sitemap tab links to. */
export const WEBMASTER_TOOLS = [
  { key: "google", href: "https://search.google.com/search-console" },
  { key: "bing", href: "https://www.bing.com/webmasters" },
] as const;
