import type { SiteSettings } from "@/features/site/defaults";

/**
 * Global SEO: the defaults every public page falls back
 * to, and the organisation schema. Pure: unit-tested.
 */

/** Meta titles count to 60, descriptions to 160. */
export const GLOBAL_SEO_LIMITS = { title: 60, description: 160, keyword: 60, keywords: 30, robotsTxt: 10_000 } as const;

/** The seo_settings keys Global SEO owns. Every value is stored as `{ value }` (one shape, decision 024). */
export const GLOBAL_SEO_KEYS = {
  title: "global_meta_title",
  description: "global_meta_description",
  keywords: "global_meta_keywords",
  robotsTxt: "robots_txt",
} as const;

/**
 * Keywords as the badge list keeps them: trimmed, inner spaces collapsed,
 * blanks dropped, and a keyword already there (in any case) ignored, so the
 * first spelling wins (duplicates are ignored).
 */
export function normaliseKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.replace(/\s+/g, " ").trim();
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept;
}

type OrganizationSource = Pick<SiteSettings, "brandName" | "siteUrl" | "contactEmail" | "contactPhone" | "contactAddress">;

/**
 * The organisation schema (schema.org Organization), built from System
 * Settings rather than stored: the brand, address and contact details are
 * edited in one place and the schema can never disagree with them. Empty
 * details are left out rather than published blank.
 */
export function buildOrganizationSchema(settings: OrganizationSource): Record<string, unknown> {
  const siteUrl = settings.siteUrl.replace(/\/+$/, "");
  const schema: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.brandName,
    url: siteUrl,
    logo: `${siteUrl}/brand/og-default.png`,
    areaServed: { "@type": "City", name: "London" },
  };
  if (settings.contactEmail.trim()) schema.email = settings.contactEmail.trim();
  if (settings.contactPhone.trim()) schema.telephone = settings.contactPhone.trim();
  if (settings.contactAddress.trim()) {
    schema.address = {
      "@type": "PostalAddress",
      streetAddress: settings.contactAddress.replace(/\s*\n\s*/g, ", ").trim(),
      addressLocality: "London",
      addressCountry: "GB",
    };
  }
  return schema;
}
