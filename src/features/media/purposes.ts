/** What a stored image is for: the media row's purpose, and the first folder of its files' keys. */
export const MEDIA_PURPOSES = ["gallery", "model-main", "banner", "blog", "category", "site", "application"] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];
