/**
 * Every public page, declared once (issue 22; docs/public-pages.md): its
 * route, its address, how its head is built, whether the sitemap lists it,
 * whether its views are counted and how the end-to-end tests reach it. The
 * sitemap (features/sitemap/sitemap.ts), the SEO page inventory
 * (features/seo/admin/pages/inventory.ts), the Meta Tags Manager's check of a path
 * (features/seo/public-pages.ts) and the end-to-end route loops
 * (tests/e2e/support/public-pages.ts) read it; public-routes.test.ts fails
 * when a page.tsx under src/app/(public) is missing here, or an entry has no
 * page.tsx.
 *
 * Plain data with no imports: the public head code, the admin inventory and
 * Playwright (which loads this file with its own TypeScript loader, outside
 * the app's bundle and aliases) all import it.
 *
 * The order is the sitemap's order.
 */

/** What a page is; the inventory's kinds (features/seo/admin/pages/list-params.ts) are the same words. */
export type PublicPageKind = "home" | "list" | "category" | "district" | "profile" | "post" | "faq" | "apply" | "legal" | "confirmation" | "account" | "auth";

export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

/** How the sitemap lists a page; `rows` names the table a dynamic pattern's addresses come from. */
export interface PublicPageSitemap {
  changefreq: ChangeFrequency;
  priority: number;
  rows?: "categories" | "locations" | "models" | "blog_posts";
}

/**
 * How the end-to-end tests open a page: a path the e2e seed always holds, or
 * a page to find at run time (`find`), named for test titles by `label`.
 * `as` says who may open it (a member's pages answer visitors with a redirect).
 */
export type PublicPageReach =
  | { path: string; as?: "member" }
  | { find: "first post on /blog" | "a public profile"; label: string };

export interface PublicPage {
  /** A stable name the sitemap and the inventory key their builders by. */
  id: string;
  /** The page.tsx folder under src/app, route groups left out, [params] kept: "/models/[id]". */
  route: string;
  /** The address: the route itself, or the form its [param] takes ("/escorts-in-[slug]"). */
  path: string;
  kind: PublicPageKind;
  /**
   * The function its generateMetadata builds the head with (each of them goes
   * through createMetadata, so page_seo and canonical rules apply), or
   * "static" for a fixed `export const metadata` with noindex.
   */
  head: string;
  /** The Meta Tags Manager keeps page_seo rows for it (every createMetadata page, and /auth). */
  metaTags: boolean;
  /** null: never listed (noindex, a member's page, a step of a form). */
  sitemap: PublicPageSitemap | null;
  /** Its visits are counted as page views (src/server/layers/page-views.ts decides; a test checks the two agree). */
  counted: boolean;
  /** A visitor's copy is kept by the page cache (src/server/layers/page-cache.ts decides; a test checks the two agree). */
  cached: boolean;
  reach: PublicPageReach;
}

/** A page anyone may find: its head reads page_seo, its views are counted and the page cache keeps a visitor's copy. */
const FINDABLE = { metaTags: true, counted: true, cached: true } as const;

export const PUBLIC_PAGES = [
  { id: "home", route: "/", path: "/", kind: "home", head: "homeMetaInput", sitemap: { changefreq: "daily", priority: 1 }, reach: { path: "/" }, ...FINDABLE },
  { id: "models", route: "/models", path: "/models", kind: "list", head: "modelsListMetaInput", sitemap: { changefreq: "daily", priority: 0.9 }, reach: { path: "/models" }, ...FINDABLE },
  // The category and the district share the [slug] route, which resolves "escorts-in-{district}" first.
  { id: "category", route: "/[slug]", path: "/[slug]", kind: "category", head: "categoryMetadata", sitemap: { changefreq: "weekly", priority: 0.8, rows: "categories" }, reach: { path: "/blonde-escorts" }, ...FINDABLE },
  { id: "district", route: "/[slug]", path: "/escorts-in-[slug]", kind: "district", head: "districtMetadata", sitemap: { changefreq: "weekly", priority: 0.8, rows: "locations" }, reach: { path: "/escorts-in-mayfair" }, ...FINDABLE },
  { id: "profile", route: "/models/[id]", path: "/models/[id]", kind: "profile", head: "profileMetaInput", sitemap: { changefreq: "weekly", priority: 0.7, rows: "models" }, reach: { find: "a public profile", label: "a public profile" }, ...FINDABLE },
  { id: "blog", route: "/blog", path: "/blog", kind: "list", head: "blogIndexMetadata", sitemap: { changefreq: "weekly", priority: 0.6 }, reach: { path: "/blog" }, ...FINDABLE },
  { id: "post", route: "/blog/[slug]", path: "/blog/[slug]", kind: "post", head: "postMetadata", sitemap: { changefreq: "monthly", priority: 0.6, rows: "blog_posts" }, reach: { find: "first post on /blog", label: "a journal post" }, ...FINDABLE },
  { id: "faq", route: "/faq", path: "/faq", kind: "faq", head: "faqPageMetaInput", sitemap: { changefreq: "monthly", priority: 0.5 }, reach: { path: "/faq" }, ...FINDABLE },
  // The application form: a public page with no content of its own to date it by.
  { id: "apply", route: "/apply", path: "/apply", kind: "apply", head: "applyPageMetaInput", sitemap: { changefreq: "yearly", priority: 0.4 }, reach: { path: "/apply" }, ...FINDABLE },
  { id: "privacy", route: "/privacy", path: "/privacy", kind: "legal", head: "legalMetadata", sitemap: { changefreq: "yearly", priority: 0.3 }, reach: { path: "/privacy" }, ...FINDABLE },
  { id: "terms", route: "/terms", path: "/terms", kind: "legal", head: "legalMetadata", sitemap: { changefreq: "yearly", priority: 0.3 }, reach: { path: "/terms" }, ...FINDABLE },
  // Where the application form leads: a confirmation, not a page to find in a search.
  { id: "apply-thanks", route: "/apply/thanks", path: "/apply/thanks", kind: "confirmation", head: "static", metaTags: false, sitemap: null, counted: true, cached: true, reach: { path: "/apply/thanks" } },
  // A member's own pages: private, so neither counted nor shared through the page cache.
  { id: "account", route: "/account", path: "/account", kind: "account", head: "static", metaTags: false, sitemap: null, counted: false, cached: false, reach: { path: "/account", as: "member" } },
  { id: "favourites", route: "/account/favourites", path: "/account/favourites", kind: "account", head: "static", metaTags: false, sitemap: null, counted: false, cached: false, reach: { path: "/account/favourites", as: "member" } },
  // Outside the (public) group (src/app/auth, its own layout); an admin may still give it page_seo rows.
  { id: "auth", route: "/auth", path: "/auth", kind: "auth", head: "static", metaTags: true, sitemap: null, counted: false, cached: false, reach: { path: "/auth" } },
] as const satisfies readonly PublicPage[];

export type RegisteredPage = (typeof PUBLIC_PAGES)[number];
export type PublicPageId = RegisteredPage["id"];

/** The pages the sitemap lists. */
export type SitemapPage = Extract<RegisteredPage, { sitemap: PublicPageSitemap }>;
export type SitemapPageId = SitemapPage["id"];

/** The sitemap's pages whose addresses come from a table's rows, and those at one fixed address. */
export type DynamicSitemapPageId = Extract<SitemapPage, { sitemap: { rows: string } }>["id"];
export type FixedSitemapPageId = Exclude<SitemapPageId, DynamicSitemapPageId>;

/** A page at one fixed address (no [param] in its path). */
export function isFixedPage(page: PublicPage): boolean {
  return !page.path.includes("[");
}

export function sitemapPages(): readonly SitemapPage[] {
  return PUBLIC_PAGES.filter((page): page is SitemapPage => page.sitemap !== null);
}

/** The fixed addresses whose page_seo rows the Meta Tags Manager keeps. */
export function fixedMetaTagPaths(): string[] {
  return PUBLIC_PAGES.filter((page) => page.metaTags && isFixedPage(page)).map((page) => page.path);
}

/** The text before "[slug]" in a one-segment dynamic address ("/escorts-in-[slug]" → "escorts-in-"). */
export function pathPrefixOf(id: PublicPageId): string {
  const page = publicPage(id);
  return page.path.slice(1, page.path.indexOf("["));
}

export function publicPage(id: PublicPageId): RegisteredPage {
  return PUBLIC_PAGES.find((page) => page.id === id)!;
}

/** The page's address with its [params] filled in ("/blog/[slug]", { slug: "x" } → "/blog/x"). */
export function pathOf(id: PublicPageId, params: Record<string, string> = {}): string {
  return publicPage(id).path.replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? `[${name}]`);
}

const patterns = new Map<string, RegExp>();

/** The address pattern as a regular expression: each [param] stands for one non-empty path segment (or the rest of one). */
function patternOf(page: PublicPage): RegExp {
  let pattern = patterns.get(page.id);
  if (!pattern) {
    const source = page.path
      .split(/(\[\w+\])/)
      .map((part) => (/^\[\w+\]$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    pattern = new RegExp(`^${source}$`);
    patterns.set(page.id, pattern);
  }
  return pattern;
}

/**
 * The [params] `path` gives the page ("/escorts-in-mayfair" is the district
 * page with { slug: "mayfair" }), or null when it is none of its addresses.
 * Only the shape is checked: whether a row answers there is the caller's read.
 */
export function matchPage(id: PublicPageId, path: string): Record<string, string> | null {
  const match = patternOf(publicPage(id)).exec(path);
  return match ? { ...match.groups } : null;
}
