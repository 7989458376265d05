import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./_columns";

/**
 * Global and technical SEO settings. The old site read them in two shapes
 * (`{ value }` and `{ content }`); Velvet stores one, `{ value }` (migration
 * 0010). The organisation schema is not stored: it is built from System
 * Settings (src/features/seo/global/rules.ts).
 */
export const seoSettings = pgTable(
  "seo_settings",
  {
    id: uuidPk(),
    settingKey: text("setting_key").notNull().unique(),
    settingValue: jsonb("setting_value").$type<{ value: unknown }>().notNull(),
    category: text("category", { enum: ["global", "technical"] }).notNull().default("global"),
    updatedAt: updatedAt(),
  },
  (t) => [check("seo_settings_category_check", sql`${t.category} in ('global','technical')`)],
);

export const pageSeo = pgTable("page_seo", {
  id: uuidPk(),
  pagePath: text("page_path").notNull().unique(),
  pageTitle: text("page_title").notNull().default(""),
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
  ogTitle: text("og_title"),
  ogDescription: text("og_description"),
  ogImage: text("og_image"),
  twitterTitle: text("twitter_title"),
  twitterDescription: text("twitter_description"),
  twitterImage: text("twitter_image"),
  metaRobots: text("meta_robots").notNull().default("index, follow"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const SCHEMA_TYPES = ["Organization", "Article", "LocalBusiness", "WebPage", "FAQ", "Person", "Service"] as const;

export const structuredData = pgTable(
  "structured_data",
  {
    id: uuidPk(),
    pagePath: text("page_path").notNull(),
    schemaType: text("schema_type", { enum: SCHEMA_TYPES }).notNull(),
    schemaData: jsonb("schema_data").$type<Record<string, unknown>>().notNull(),
    isValid: boolean("is_valid").notNull().default(false),
    validationErrors: text("validation_errors").array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "structured_data_type_check",
      sql`${t.schemaType} in ('Organization','Article','LocalBusiness','WebPage','FAQ','Person','Service')`,
    ),
    index("structured_data_path_idx").on(t.pagePath),
  ],
);

export const REDIRECT_STATUSES = [301, 302, 307, 410, 451] as const;
export const REDIRECT_MATCH_TYPES = ["exact", "prefix", "regex"] as const;

/**
 * Redirect rules applied to every public request by the server, in front of
 * the page cache (src/server/layers/redirects.ts, decision 030). 410 and 451
 * answer with a page of their own, so they have no target. hit_count and
 * last_hit_at are written in batches by the server; the change trigger
 * ignores updates of those two columns alone (migration 0011), so counting
 * hits never reloads the rules or clears the page cache.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuidPk(),
    fromPath: text("from_path").notNull().unique(),
    toPath: text("to_path"),
    statusCode: integer("status_code").notNull().default(301),
    matchType: text("match_type", { enum: REDIRECT_MATCH_TYPES }).notNull().default("exact"),
    keepQuery: boolean("keep_query").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    hitCount: integer("hit_count").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("redirects_status_check", sql`${t.statusCode} in (301, 302, 307, 410, 451)`),
    check("redirects_match_type_check", sql`${t.matchType} in ('exact','prefix','regex')`),
    check("redirects_target_check", sql`${t.statusCode} in (410, 451) or coalesce(${t.toPath}, '') <> ''`),
    index("redirects_created_idx").on(t.createdAt),
  ],
);

export const canonicalRules = pgTable(
  "canonical_rules",
  {
    id: uuidPk(),
    pattern: text("pattern").notNull(),
    canonicalUrl: text("canonical_url").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("canonical_rules_active_idx").on(t.isActive)],
);

export const DEVICE_KINDS = ["mobile", "desktop", "tablet"] as const;

/**
 * First-party, cookieless analytics: one counter per path, day, device kind and
 * referrer host. No personal data (no IP, no user agent, no user id).
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: uuidPk(),
    path: text("path").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    deviceType: text("device_type", { enum: DEVICE_KINDS }).notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    check("page_views_device_check", sql`${t.deviceType} in ('mobile','desktop','tablet')`),
    unique("page_views_bucket_key").on(t.path, t.day, t.deviceType, t.referrerHost),
    index("page_views_day_idx").on(t.day),
  ],
);

/**
 * The 404 monitor (Technical SEO): one row per public path that answered 404,
 * with its hit count, first and last sighting and the host of the last page
 * that linked to it. The server counts in memory and writes in batches; the
 * number of rows is capped (src/server/layers/not-found-monitor.ts) so random URLs
 * cannot grow it without bound. No trigger: counting clears no cache.
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    id: uuidPk(),
    path: text("path").notNull(),
    hits: integer("hits").notNull().default(0),
    referrerHost: text("referrer_host").notNull().default(""),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("not_found_paths_path_key").on(t.path),
    index("not_found_paths_last_seen_idx").on(t.lastSeenAt),
    index("not_found_paths_hits_idx").on(t.hits),
  ],
);
