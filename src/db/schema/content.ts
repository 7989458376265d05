import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./_columns";
import { models } from "./directory";

/** Brand and contact details: exactly one row (id = 1). */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    brandName: text("brand_name").notNull(),
    siteUrl: text("site_url").notNull(),
    memberMailDomain: text("member_mail_domain").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull().default(""),
    contactAddress: text("contact_address").notNull().default(""),
    /**
     * Image-pipeline feature flags (preferLocalImages, enableImageProxy,
     * autoFixImages). Only the keys an admin saved; missing keys take the defaults
     * in src/features/settings/feature-flags.ts.
     */
    featureFlags: jsonb("feature_flags").$type<Record<string, boolean>>().notNull().default({}),
    /** How long audit entries are kept (System Settings › Security; 90 days by default). Older ones are purged daily. */
    auditRetentionDays: integer("audit_retention_days").notNull().default(90),
    /** When true, an admin without two-factor is sent to set it up before using the back office. */
    requireAdminTwoFactor: boolean("require_admin_two_factor").notNull().default(false),
    /**
     * How long a rejected model application and its photos are kept after it
     * was rejected (System Settings › Security); then purged daily. Personal
     * data is kept no longer than the agency needs it.
     */
    rejectedApplicationRetentionDays: integer("rejected_application_retention_days").notNull().default(30),
    /** How long daily page-view counters are kept (System Settings › Security); older days are purged daily. */
    pageViewRetentionDays: integer("page_view_retention_days").notNull().default(395),
    /** How long a 404 monitor entry is kept after it was last seen (System Settings › Security); then purged daily. */
    notFoundRetentionDays: integer("not_found_retention_days").notNull().default(90),
    /**
     * How long records holding an IP address (sign-in audit entries and
     * ended sessions) are kept (System Settings › Security; 30 days by
     * default). The privacy page states this same value.
     */
    signInRecordRetentionDays: integer("sign_in_record_retention_days").notNull().default(30),
    /** How many days of backup sets are kept (System Settings › Database; 30 by default). */
    backupRetentionDays: integer("backup_retention_days").notNull().default(30),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_audit_retention_check", sql`${t.auditRetentionDays} between 7 and 3650`),
    check(
      "site_settings_application_retention_check",
      sql`${t.rejectedApplicationRetentionDays} between 1 and 3650`,
    ),
    check("site_settings_page_view_retention_check", sql`${t.pageViewRetentionDays} between 1 and 3650`),
    check("site_settings_not_found_retention_check", sql`${t.notFoundRetentionDays} between 1 and 3650`),
    check("site_settings_sign_in_record_retention_check", sql`${t.signInRecordRetentionDays} between 1 and 365`),
    check("site_settings_backup_retention_check", sql`${t.backupRetentionDays} between 1 and 3650`),
  ],
);

export const BANNER_SECTIONS = ["hero", "about", "services", "features"] as const;
export const DEVICE_TYPES = ["all", "desktop", "mobile"] as const;
export const BANNER_VISIBILITIES = ["public", "admin_only"] as const;

export const siteBanners = pgTable(
  "site_banners",
  {
    id: uuidPk(),
    section: text("section", { enum: BANNER_SECTIONS }).notNull(),
    imageUrl: text("image_url").notNull().default(""),
    caption: text("caption").notNull().default(""),
    altText: text("alt_text").notNull().default(""),
    orderIndex: integer("order_index").notNull().default(0),
    visibility: text("visibility", { enum: BANNER_VISIBILITIES }).notNull().default("public"),
    deviceType: text("device_type", { enum: DEVICE_TYPES }).notNull().default("all"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("site_banners_section_check", sql`${t.section} in ('hero','about','services','features')`),
    check("site_banners_device_check", sql`${t.deviceType} in ('all','desktop','mobile')`),
    check("site_banners_visibility_check", sql`${t.visibility} in ('public','admin_only')`),
    check("site_banners_order_check", sql`${t.orderIndex} >= 0`),
    index("site_banners_section_active_order_idx").on(t.section, t.isActive, t.orderIndex),
  ],
);

/** Editable copy blocks keyed by `section` (about_intro, privacy_main_title, ...). */
export const siteContent = pgTable("site_content", {
  id: uuidPk(),
  section: text("section").notNull().unique(),
  title: text("title").notNull().default(""),
  subtitle: text("subtitle"),
  content: text("content").notNull().default(""),
  imageUrl: text("image_url"),
  imageAlt: text("image_alt"),
  buttonText: text("button_text"),
  buttonUrl: text("button_url"),
  imageUrlDesktop: text("image_url_desktop"),
  imageUrlLocalDesktop: text("image_url_local_desktop"),
  imageUrlLocalMobile: text("image_url_local_mobile"),
  imageUrlLocalFallback: text("image_url_local_fallback"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** FAQ ids are text: generated location FAQs use ids starting with "geo-". */
export const faqs = pgTable(
  "faqs",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("faqs_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuidPk(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    author: text("author").notNull().default(""),
    category: text("category").notNull().default(""),
    image: text("image"),
    imageLocal: text("image_local"),
    imageUrlLocal: text("image_url_local"),
    metaDescription: text("meta_description").notNull().default(""),
    seoKeywords: text("seo_keywords").notNull().default(""),
    serviceKeywords: text("service_keywords").array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    readTime: integer("read_time").notNull().default(5),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.isPublished, t.isFeatured, t.createdAt.desc())],
);

export const preferenceCategories = pgTable(
  "preference_categories",
  {
    id: uuidPk(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    imageAlt: text("image_alt").notNull().default(""),
    orderIndex: integer("order_index").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("preference_categories_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const heroSlides = pgTable(
  "hero_slides",
  {
    id: uuidPk(),
    title: text("title").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    imageUrlLocalDesktop: text("image_url_local_desktop"),
    imageUrlLocalMobile: text("image_url_local_mobile"),
    imageUrlLocalFallback: text("image_url_local_fallback"),
    active: boolean("active").notNull().default(true),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("hero_slides_active_order_idx").on(t.active, t.orderIndex)],
);

export const homepageCarousel = pgTable(
  "homepage_carousel",
  {
    id: uuidPk(),
    modelId: uuid("model_id").references(() => models.id, { onDelete: "cascade" }),
    modelName: text("model_name").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    imageUrlLocal: text("image_url_local"),
    isActive: boolean("is_active").notNull().default(true),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("homepage_carousel_active_order_idx").on(t.isActive, t.orderIndex)],
);

export const THEME_MODES = ["light", "dark"] as const;
export const THEME_CATEGORIES = [
  "background",
  "text",
  "primary",
  "secondary",
  "accent",
  "destructive",
  "border",
  "luxury",
] as const;

/** Theme colours: one CSS variable per row and mode, value an HSL triple ("222 47% 11%"). */
export const themeColors = pgTable(
  "theme_colors",
  {
    id: uuidPk(),
    mode: text("mode", { enum: THEME_MODES }).notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
    description: text("description").notNull().default(""),
    category: text("category", { enum: THEME_CATEGORIES }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("theme_colors_mode_check", sql`${t.mode} in ('light','dark')`),
    unique("theme_colors_mode_name_key").on(t.mode, t.name),
  ],
);
