/**
 * The content types the cache card can clear one by one, and the tables
 * (the data cache's tags) each stands for. These are the tables whose
 * writes the public site shows, grouped as an editor thinks of them: a
 * model's characteristics are its categories, hero slides include the
 * banners that share their screen.
 */
export const CACHE_CONTENT_TYPES = {
  models: ["models", "model_categories"],
  gallery: ["model_gallery", "media"],
  blog_posts: ["blog_posts"],
  faqs: ["faqs"],
  reviews: ["model_reviews"],
  hero_slides: ["hero_slides", "site_banners"],
  preference_categories: ["preference_categories"],
  homepage_carousel: ["homepage_carousel"],
  characteristics: ["categories", "model_categories"],
  locations: ["locations"],
  page_seo: ["page_seo"],
  seo_settings: ["seo_settings"],
} as const satisfies Record<string, readonly string[]>;

export type CacheContentType = keyof typeof CACHE_CONTENT_TYPES;

export const CACHE_CONTENT_TYPE_KEYS = Object.keys(CACHE_CONTENT_TYPES) as [CacheContentType, ...CacheContentType[]];

export function tablesOf(contentType: CacheContentType): readonly string[] {
  return CACHE_CONTENT_TYPES[contentType];
}

/** The operations of the card; each is one audit action `cache.<kind>`. */
export const CACHE_OPERATION_KINDS = ["fresh_blog", "clear_content", "clear_all", "sync_all", "emergency"] as const;
export type CacheOperationKind = (typeof CACHE_OPERATION_KINDS)[number];
