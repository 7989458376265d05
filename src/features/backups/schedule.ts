/**
 * When the daily backup runs (decision 055): this long after the server
 * starts, then every 24 hours. The daily jobs schedule it; System Settings
 * and Security Status say it.
 */
export const DAILY_BACKUP_FIRST_RUN_MINUTES = 45;
