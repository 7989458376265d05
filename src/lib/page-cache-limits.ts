/**
 * The production server's page cache limits (src/server/layers/page-cache.ts),
 * here in src/lib so System Settings can show the values the server uses.
 */
/** How long one copy is served at most; any committed write drops every copy sooner. */
export const PAGE_CACHE_TTL_MS = 60_000;
// One copy per page, class, device class, encoding and router state: room for
// a directory's pages in every class; bounded in bytes as well.
export const PAGE_CACHE_MAX_ENTRIES = 20_000;
export const PAGE_CACHE_MAX_TOTAL_BYTES = 256 * 1024 * 1024;
/** A page bigger than this is served, never kept. */
export const PAGE_CACHE_MAX_BODY_BYTES = 2 * 1024 * 1024;
