import "server-only";
import type { Metadata } from "next";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { canonicalRules, pageSeo, structuredData } from "@/db/schema";
import { getSiteSettings } from "@/features/site/queries";
import { getSiteSettings as readSiteSettings } from "@/features/site/settings-row";
import { cached } from "@/lib/cache";
import { getGlobalSeo, readGlobalSeo } from "./global/queries";
import { normalisePagePath, pagePathProblem } from "./meta-tags/rules";

// Cache tags are table names: writes to a table clear them (src/lib/cache.ts).
import { pageSeoOverrideColumns } from "./page-seo-override";
import { buildMetadata, type MetadataContext, type PageMetaInput, type PageSeoOverride } from "./metadata-core";


const loadOverride = cached(
  "seo:page",
  async (path: string): Promise<PageSeoOverride | null> => {
    const db = await getDb();
    const [row] = await db
      .select(pageSeoOverrideColumns)
      .from(pageSeo)
      .where(eq(pageSeo.pagePath, path));
    return row ?? null;
  },
  { tags: ["page_seo"], ttlSeconds: 300 },
);

function readCanonicalRules(db: Database | Transaction) {
  return db
    .select({ pattern: canonicalRules.pattern, canonicalUrl: canonicalRules.canonicalUrl })
    .from(canonicalRules)
    .where(eq(canonicalRules.isActive, true))
    .orderBy(asc(canonicalRules.createdAt));
}

const loadCanonicalRules = cached("seo:canonical", async () => readCanonicalRules(await getDb()), { tags: ["canonical_rules"], ttlSeconds: 300 });

const loadStructuredData = cached(
  "seo:structured",
  async (path: string): Promise<Record<string, unknown>[]> => {
    const db = await getDb();
    const rows = await db
      .select({ data: structuredData.schemaData })
      .from(structuredData)
      .where(and(eq(structuredData.pagePath, path), eq(structuredData.isValid, true)))
      // Oldest first: a page's blocks keep one order from request to request.
      .orderBy(asc(structuredData.createdAt), asc(structuredData.id));
    return rows.map((row) => row.data);
  },
  { tags: ["structured_data"], ttlSeconds: 300 },
);

/**
 * The key a page_seo or structured_data row is saved under for the path a
 * page asks with: the Meta Tags Manager's spelling (lower case, no trailing
 * slash, no query or fragment), so "/FAQ/" finds the row saved for "/faq".
 */
export function pageSeoKey(rawPath: string): string {
  const path = rawPath.split(/[?#]/)[0] || "/";
  return pagePathProblem(path) ? path : normalisePagePath(path);
}

/**
 * Structured data an admin attached to a path (valid rows only), looked up
 * under the spelling the Structured Data manager saves. Cached, and cleared
 * by the table's change notification, so a page's several calls cost one read.
 */
export function getStructuredDataFor(path: string): Promise<Record<string, unknown>[]> {
  return loadStructuredData(pageSeoKey(path));
}

/**
 * The one way public pages make their metadata: brand suffix, 160-character
 * description, canonical URL (or the matching canonical rule), Open Graph and
 * Twitter tags with an image, robots, and the page_seo overrides for the path.
 */
export async function createMetadata(input: PageMetaInput): Promise<Metadata> {
  // Looked up under the spelling the Meta Tags Manager saves (lower case, no trailing slash), so "/Blog/" finds "/blog".
  const [context, override] = await Promise.all([loadMetadataContext(), loadOverride(pageSeoKey(input.path))]);
  return buildMetadata(input, { ...context, override });
}

/**
 * Everything buildMetadata needs besides a page's own override: brand, site
 * address, default image, canonical rules and Global SEO defaults. Shared by
 * createMetadata and the page inventory, which builds every page's head with
 * it and its own one-query read of page_seo.
 */
export async function loadMetadataContext(db?: Database | Transaction): Promise<Omit<MetadataContext, "override">> {
  // Inside an action's transaction every read goes through it: a second connection would wait on the first (PGlite has one).
  const [settings, rules, global] = db
    ? await Promise.all([readSiteSettings(db), readCanonicalRules(db), readGlobalSeo(db)])
    : await Promise.all([getSiteSettings(), loadCanonicalRules(), getGlobalSeo()]);
  return {
    brandName: settings.brandName,
    siteUrl: settings.siteUrl,
    defaultImage: { url: "/brand/og-default.png", width: 1200, height: 630, alt: settings.brandName },
    canonicalRules: rules,
    defaults: { description: global.description, keywords: global.keywords },
  };
}
