import "server-only";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { permissions, rolePermissions, userSubscriptions, type UserRole } from "@/db/schema";
import { isMemberRole } from "./permissions";

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
        and(
          eq(userSubscriptions.userId, userId),
          eq(userSubscriptions.active, true),
          or(isNull(userSubscriptions.endsAt), gt(userSubscriptions.endsAt, sql`now()`)),
        ),
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
