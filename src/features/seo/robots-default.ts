/**
 * The spec's default robots.txt template (admin spec §9): allow all, a sitemap
 * line, crawl-delay 1, and keep crawlers out of the back office and APIs.
 * `{siteUrl}` is replaced when served.
 */
export const DEFAULT_ROBOTS_TXT = `User-agent: *
Allow: /
Crawl-delay: 1
Disallow: /admin/
Disallow: /api/
Disallow: /login/
Disallow: /private/

Sitemap: {siteUrl}/sitemap.xml
`;
