/**
 * The Cache-Control values the media route (src/app/api/media/[id]/[variant]/route.ts)
 * sends, for display on the System Settings screen. media-cache.test.ts reads
 * the route's source and fails if these stop matching it.
 */
export const MEDIA_CACHE_PUBLIC = "public, max-age=31536000, immutable";
export const MEDIA_CACHE_RESTRICTED = "private, max-age=3600";
