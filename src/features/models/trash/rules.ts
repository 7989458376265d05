/**
 * The model trash (decision 023: nothing is lost by one click). Pure: shared by
 * the admin screen (in the browser), the actions and the daily purge.
 */

/** Days a deleted model waits in the trash before it is purged for good. */
export const TRASH_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a model deleted at `deletedAt` is purged (the daily purge may take up to a day more). */
export function purgeDueAt(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS);
}

/** Models deleted before this moment are due for purging. */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_DAYS * DAY_MS);
}
