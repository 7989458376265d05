import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "@/db";
import { sessions } from "@/db/schema";
import { purgeRetention, readRetentionDays, retentionCutoff } from "@/features/retention/purge";

/**
 * What the site keeps about sign-ins is kept no longer than the privacy page
 * says (decision 057). A session row holds the IP address and browser it was
 * opened from, so:
 * - a session past its expiry can never be used again and is deleted;
 * - a session still open after the sign-in record period (one kept alive by
 *   use) keeps working but loses its address and browser;
 * - the admin sign-in entries of the audit log, which hold the address too,
 *   go after the same period (the retention registry's `signInRecords`).
 * Plain functions of a database handle, run by the daily jobs.
 */

/** Deletes the sessions whose expiry has passed; returns how many went. */
export async function purgeExpiredSessions(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}

/** Clears the address and browser of the sessions started before the cutoff (the expired ones are deleted apart). */
async function forgetOldSessionAddresses(db: Database, cutoff: Date): Promise<number> {
  const cleared = await db
    .update(sessions)
    .set({ ipAddress: null, userAgent: null })
    .where(and(lt(sessions.createdAt, cutoff), or(isNotNull(sessions.ipAddress), isNotNull(sessions.userAgent))))
    .returning({ id: sessions.id });
  return cleared.length;
}

export interface SignInRecordPurge {
  /** Admin sign-in entries deleted from the audit log. */
  entries: number;
  /** Open sessions whose address and browser were cleared. */
  sessions: number;
}

/** Everything past the sign-in record period: the sign-in audit entries and the addresses of old sessions. */
export async function purgeSignInRecords(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<SignInRecordPurge> {
  const entries = await purgeRetention(db, "signInRecords", { now });
  const cleared = await forgetOldSessionAddresses(db, retentionCutoff(now, await readRetentionDays(db, "signInRecords")));
  return { entries, sessions: cleared };
}
