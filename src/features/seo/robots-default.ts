/**
 * The default robots.txt (allow all, a sitemap line, crawl-delay 1). It keeps
 * crawlers out of the paths this site really has that are not for search: the
 * back office, the API, sign-in and members' own account pages. The usual
 * /login/ and /private/ do not exist here, so they are left out
 * (`robots.test.ts` checks every Disallow against the app's routes). No
 * trailing slash, so "/admin" also covers the dashboard at /admin itself.
 * `{siteUrl}` is replaced when served.
 */
export const DEFAULT_ROBOTS_TXT = `User-agent: *
Allow: /
Crawl-delay: 1
Disallow: /admin
Disallow: /api
Disallow: /auth
Disallow: /account

Sitemap: {siteUrl}/sitemap.xml
`;
