import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { getDb } from "@/db";
import { accounts, users, userSubscriptions, type UserRole } from "@/db/schema";
import { hashPassword } from "@/features/auth/accounts";
import { openSessionCookie, type SessionCookie } from "@/features/auth/session-cookie";

/** The kinds of signed-in viewer the end-to-end fixtures create (tests/e2e/support/test.ts). */
export const FIXTURE_USER_KINDS = ["member", "subscriber", "exclusive", "team", "admin"] as const;
export type FixtureUserKind = (typeof FIXTURE_USER_KINDS)[number];

/**
 * Every fixture account's email ends with this, and only such accounts may be
 * deleted through the route: a slip in a test cannot remove a seeded or real one.
 */
export const FIXTURE_EMAIL_DOMAIN = "e2e-fixtures.test";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * As the seed's demo accounts (src/db/seed/accounts.ts): role, status and, for
 * a subscriber, a year's subscription; an exclusive member is an account made
 * for a client, with a membership that ends in a year.
 */
const KINDS: Record<FixtureUserKind, { role: UserRole; name: string; subscribed: boolean; exclusive?: boolean }> = {
  member: { role: "user", name: "Fixture Member", subscribed: false },
  subscriber: { role: "member", name: "Fixture Subscriber", subscribed: true },
  exclusive: { role: "member", name: "Fixture Exclusive Member", subscribed: false, exclusive: true },
  team: { role: "team", name: "Fixture Team", subscribed: false },
  admin: { role: "admin", name: "Fixture Admin", subscribed: false },
};

export interface FixtureUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  kind: FixtureUserKind;
}

/** A fresh, approved account of the kind, with no password: it signs in only through a written session. */
export async function createFixtureUser(kind: FixtureUserKind): Promise<FixtureUser> {
  const { role, name, subscribed, exclusive = false } = KINDS[kind];
  const user = { id: randomUUID(), email: `${kind}-${randomBytes(6).toString("hex")}@${FIXTURE_EMAIL_DOMAIN}`, name, role };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      ...user,
      status: "approved",
      approvedAt: new Date(),
      ...(exclusive ? { isExclusiveMember: true, expiresAt: new Date(Date.now() + 365 * DAY_MS) } : {}),
    });
    if (subscribed) await tx.insert(userSubscriptions).values({ userId: user.id, active: true, endsAt: new Date(Date.now() + 365 * DAY_MS) });
  });
  return { ...user, kind };
}

/** A new session for a fixture account (the same person signing in again, e.g. in a fresh browser). */
export async function openFixtureSession(userId: string): Promise<SessionCookie | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), like(users.email, `%@${FIXTURE_EMAIL_DOMAIN}`)));
  return row ? openSessionCookie(row.id) : null;
}

/** Removes fixture accounts (their sessions and subscriptions go with them); any other id is ignored. */
export async function deleteFixtureUsers(ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const db = await getDb();
  const deleted = await db
    .delete(users)
    .where(and(inArray(users.id, ids), like(users.email, `%@${FIXTURE_EMAIL_DOMAIN}`)))
    .returning({ id: users.id });
  return deleted.length;
}

/**
 * Gives a fixture account a password (a credential row, as sign-up writes
 * it), for the tests whose subject needs one: two-factor set-up, deleting
 * one's own account. Any other account is left alone (false).
 */
export async function setFixturePassword(userId: string, password: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), like(users.email, `%@${FIXTURE_EMAIL_DOMAIN}`)));
  if (!row) return false;
  const hash = await hashPassword(password);
  await db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  await db.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
  return true;
}
