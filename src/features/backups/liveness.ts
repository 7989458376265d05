/**
 * A running backup says it is alive every HEARTBEAT_MS; one not heard from
 * for STALE_AFTER_MS belongs to a process that stopped (a crash, a kill -9),
 * and the next run marks it incomplete.
 */
export const HEARTBEAT_MS = 15_000;
export const STALE_AFTER_MS = 2 * 60_000;

export function liveSince(now: Date): Date {
  return new Date(now.getTime() - STALE_AFTER_MS);
}
