import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { auditLog, memberFavourites, modelReviews, models, sessions, userSubscriptions, users } from "@/db/schema";
import { isoDay } from "@/lib/format-date";

/**
 * "Download my data" (/account/my-data): a copy of what the site holds about
 * the signed-in account, as the privacy page offers (decision 057). Always
 * the account of the session that asks; never secrets that would let
 * someone else act as them: no password hash, no two-factor secret or
 * recovery codes, no session token.
 */

export const MY_DATA_PATH = "/account/my-data";

/** The download's file name for a day: velvet-my-data-2026-11-28.json. */
export function myDataFileName(now: Date): string {
  return `velvet-my-data-${isoDay(now)}.json`;
}

/** Instants as ISO strings, so the file reads the same everywhere. */
const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

async function readAccount(db: Database, userId: string) {
  const [user] = await db
    .select({
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      approvedAt: users.approvedAt,
      lastSignInAt: users.lastSignInAt,
      membershipEndsAt: users.expiresAt,
      isExclusiveMember: users.isExclusiveMember,
      twoFactorEnabled: users.twoFactorEnabled,
      adminLocale: users.adminLocale,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    created: iso(user.createdAt),
    approved: iso(user.approvedAt),
    lastSignIn: iso(user.lastSignInAt),
    membershipEnds: iso(user.membershipEndsAt),
    exclusiveMember: user.isExclusiveMember,
    twoFactorSignIn: user.twoFactorEnabled,
    // The public site is in English; the back office remembers the language an admin chose.
    locale: { site: "en-GB", backOffice: user.adminLocale },
  };
}

async function readSubscriptions(db: Database, userId: string) {
  const rows = await db
    .select({ active: userSubscriptions.active, startsAt: userSubscriptions.startsAt, endsAt: userSubscriptions.endsAt, endedAt: userSubscriptions.endedAt })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(asc(userSubscriptions.startsAt), asc(userSubscriptions.id));
  return rows.map((row) => ({ active: row.active, starts: iso(row.startsAt), ends: iso(row.endsAt), closed: iso(row.endedAt) }));
}

async function readFavourites(db: Database, userId: string) {
  const rows = await db
    .select({ modelId: memberFavourites.modelId, model: models.name, savedAt: memberFavourites.createdAt })
    .from(memberFavourites)
    .innerJoin(models, eq(models.id, memberFavourites.modelId))
    .where(eq(memberFavourites.userId, userId))
    .orderBy(asc(memberFavourites.createdAt), asc(memberFavourites.modelId));
  return rows.map((row) => ({ modelId: row.modelId, model: row.model, saved: iso(row.savedAt) }));
}

async function readReviews(db: Database, userId: string) {
  const rows = await db
    .select({
      modelId: modelReviews.modelId,
      model: models.name,
      reviewerName: modelReviews.reviewerName,
      rating: modelReviews.rating,
      title: modelReviews.title,
      content: modelReviews.content,
      published: modelReviews.isPublished,
      createdAt: modelReviews.createdAt,
      updatedAt: modelReviews.updatedAt,
    })
    .from(modelReviews)
    .innerJoin(models, eq(models.id, modelReviews.modelId))
    .where(eq(modelReviews.authorId, userId))
    .orderBy(asc(modelReviews.createdAt), asc(modelReviews.id));
  return rows.map(({ createdAt, updatedAt, ...review }) => ({ ...review, written: iso(createdAt), updated: iso(updatedAt) }));
}

/** The open sessions: when and from where, never their tokens. */
async function readSessions(db: Database, userId: string) {
  const rows = await db
    .select({ createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
  return rows.map((row) => ({ started: iso(row.createdAt), lastRenewed: iso(row.updatedAt), expires: iso(row.expiresAt), ipAddress: row.ipAddress, browser: row.userAgent }));
}

/** The back-office sign-ins recorded for this account (admins only), with the address each came from. */
async function readSignInRecords(db: Database, userId: string) {
  const rows = await db
    .select({ createdAt: auditLog.createdAt, values: auditLog.newValues })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, "log_admin_login")))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((row) => ({ at: iso(row.createdAt), ipAddress: (row.values?.ipAddress as string | null | undefined) ?? null }));
}

export type MyData = NonNullable<Awaited<ReturnType<typeof readMyData>>>;

/** Everything about one account, or null when it no longer exists. */
export async function readMyData(db: Database, userId: string, now = new Date()) {
  const account = await readAccount(db, userId);
  if (!account) return null;
  const [subscriptions, favourites, reviews, openSessions, signIns] = await Promise.all([
    readSubscriptions(db, userId),
    readFavourites(db, userId),
    readReviews(db, userId),
    readSessions(db, userId),
    readSignInRecords(db, userId),
  ]);
  return { exported: now.toISOString(), account, subscriptions, favourites, reviews, sessions: openSessions, backOfficeSignIns: signIns };
}
