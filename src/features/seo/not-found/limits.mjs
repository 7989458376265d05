/**
 * The 404 monitor's caps (decision 031), shared by the server layer
 * (src/server/layers/not-found-monitor.ts) and the admin tab, which says when the
 * table is full. Plain JavaScript, like the redirects engine, because the
 * custom server imports it outside the app's bundle.
 */

/**
 * New paths held between two flushes. A flush every 10 s of 1,000 rows is one
 * statement of a few hundred kilobytes at most (paths are cut at 512
 * characters), and 1,000 distinct missing paths in 10 s is already a scan,
 * not visitors: the rest of a burst is only counted in `dropped`.
 */
export const MAX_PENDING_PATHS = 1_000;
/**
 * Rows kept in not_found_paths. 10,000 paths are far more than a site of
 * this size has real broken links, the admin list stays fast at that size
 * (scripts/bench-not-found-list.ts), and the table stays a few megabytes.
 * When it is full, known paths still count and new ones wait until the
 * retention purge or an admin makes room.
 */
export const MAX_STORED_PATHS = 10_000;
/** Longer paths are cut: a real page's address is far shorter, and the row stays small. */
export const MAX_PATH_LENGTH = 512;
