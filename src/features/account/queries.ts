import "server-only";
import { runningSubscriptionOf } from "@/features/access/queries";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { users, userSubscriptions } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { memberTier, type MemberTier } from "@/lib/member-tier";

/** What /account shows of the signed-in account (read fresh: status and subscription change under it). */
export interface AccountSummary {
  email: string;
  name: string;
  role: string;
  status: string;
  tier: MemberTier;
  memberSince: Date;
  /** Exclusive membership end; null when it does not end. */
  membershipEndsAt: Date | null;
  isExclusiveMember: boolean;
  /** The current subscription, or null: its end (null = no end). */
  subscription: { endsAt: Date | null } | null;
}

export async function getAccountSummary(userId: string): Promise<AccountSummary | null> {
  const db = await getDb();
  const [user] = await db
    .select({
      ...columnsOf(users, ["email", "name", "role", "status", "createdAt", "expiresAt", "isExclusiveMember"]),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  // The current subscription: active and not past its end; the latest-ending one if several overlap (no end first).
  const [subscription] = await db
    .select({ endsAt: userSubscriptions.endsAt })
    .from(userSubscriptions)
    .where(
      runningSubscriptionOf(userId),
    )
    .orderBy(sql`${userSubscriptions.endsAt} desc nulls first`, desc(userSubscriptions.startsAt))
    .limit(1);
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    tier: memberTier({ ...user, hasActiveSubscription: Boolean(subscription) }),
    memberSince: user.createdAt,
    membershipEndsAt: user.expiresAt,
    isExclusiveMember: user.isExclusiveMember,
    subscription: subscription ?? null,
  };
}
