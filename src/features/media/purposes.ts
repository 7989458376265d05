import type { ImageCategory } from "./image-categories";

/** What a stored image is for: the media row's purpose, and the first folder of its files' keys. */
export const MEDIA_PURPOSES = ["gallery", "model-main", "banner", "blog", "category", "site", "application"] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

/** What an image imported for a category's reference is stored as (the key's first folder, the library's kind). */
export const PURPOSE_OF_CATEGORY: Record<ImageCategory, MediaPurpose> = {
  banners: "banner",
  models: "model-main",
  gallery: "gallery",
  blog: "blog",
  "site-content": "site",
  categories: "category",
  "open-graph": "site",
  "structured-data": "site",
  applications: "application",
};
