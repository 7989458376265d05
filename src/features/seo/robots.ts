import "server-only";
import { getGlobalSeo } from "./global/queries";
import { DEFAULT_ROBOTS_TXT } from "./robots-default";

/**
 * robots.txt from the admin's template, or the default one
 * when none is stored or it is blank. `{siteUrl}` becomes the site's URL
 * (without a trailing slash, so "{siteUrl}/sitemap.xml" reads right). Pure.
 */
export function renderRobotsTxt(stored: string | null | undefined, siteUrl: string): string {
  const template = stored?.trim() ? stored : DEFAULT_ROBOTS_TXT;
  const base = siteUrl.replace(/\/+$/, "");
  const text = template.replaceAll("{siteUrl}", base).replace(/\r\n?/g, "\n");
  return text.endsWith("\n") ? text : `${text}\n`;
}

/** robots.txt as served for this site's URL. */
export async function getRobotsTxt(siteUrl: string): Promise<string> {
  return renderRobotsTxt((await getGlobalSeo()).robotsTxt, siteUrl);
}
