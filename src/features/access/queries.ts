import "server-only";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { permissions, rolePermissions, userSubscriptions, users, type UserRole, type UserStatus } from "@/db/schema";
import { isMemberRole } from "./permissions";

/** An account's subscriptions that count now: active and not past their optional end date. */
export function runningSubscriptionOf(userId: string) {
  return and(
    eq(userSubscriptions.userId, userId),
    eq(userSubscriptions.active, true),
    or(isNull(userSubscriptions.endsAt), gt(userSubscriptions.endsAt, sql`now()`)),
  );
}

export interface ViewerGrants {
  hasActiveSubscription: boolean;
  permissions: ReadonlySet<string>;
}

/**
 * Subscription (active and not past its end date) and role permissions, in
 * one round trip. A members' class holds no permission even if an old matrix
 * row says otherwise (decision 036), so it is not even read.
 */
export async function loadViewerGrants(userId: string, role: UserRole): Promise<ViewerGrants> {
  const db = await getDb();
  const [subscriptionRows, permissionRows] = await Promise.all([
    db
      .select({ id: userSubscriptions.id })
      .from(userSubscriptions)
      .where(
        runningSubscriptionOf(userId),
      )
      .limit(1),
    isMemberRole(role)
      ? Promise.resolve([])
      : db
          .select({ name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(eq(rolePermissions.role, role)),
  ]);
  return {
    hasActiveSubscription: subscriptionRows.length > 0,
    permissions: new Set(permissionRows.map((r) => r.name)),
  };
}

export interface AccountForClass {
  id: string;
  role: UserRole;
  status: UserStatus;
  expiresAt: Date | null;
  isExclusiveMember: boolean;
  /** The end of each active, unexpired subscription (null: no end date); empty without one. */
  subscriptionEnds: Array<Date | null>;
}

/** What decides an account's access class (src/features/access/access-class-store.ts), read fresh. */
export async function readAccountForClass(userId: string): Promise<AccountForClass | null> {
  const db = await getDb();
  const [[account], subscriptions] = await Promise.all([
    db
      .select({ id: users.id, role: users.role, status: users.status, expiresAt: users.expiresAt, isExclusiveMember: users.isExclusiveMember })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ endsAt: userSubscriptions.endsAt })
      .from(userSubscriptions)
      .where(
        runningSubscriptionOf(userId),
      ),
  ]);
  return account ? { ...account, subscriptionEnds: subscriptions.map((row) => row.endsAt) } : null;
}
