/**
 * Where the site names images, by kind of owner: the reference register's
 * categories (references.ts). Apart from the register so that screens in
 * the browser can list them without its SQL.
 */
export const IMAGE_CATEGORIES = ["banners", "models", "gallery", "blog", "site-content", "categories", "open-graph", "structured-data", "applications"] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];
