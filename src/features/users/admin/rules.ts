import type { BulkOperation } from "./schemas";

/**
 * Who may be changed how (admin spec §4 "User status", "User role"). Pure,
 * so the screen offers exactly the buttons the actions accept.
 */

interface AccountState {
  id: string;
  role: string;
  status: string;
  isExclusiveMember: boolean;
}

/** Spec §4: approve and reject only for pending accounts. */
export function canReview(account: Pick<AccountState, "status">): boolean {
  return account.status === "pending";
}

/** Spec §6: only approved accounts become admins; nobody promotes themselves (security.md). */
export function canPromote(account: AccountState, viewerId: string | null): boolean {
  return account.status === "approved" && account.role !== "admin" && account.id !== viewerId;
}

/** Not yourself, and never the last admin (security.md "removing the last admin: refused"). */
export function canDemote(account: AccountState, viewerId: string | null, adminCount: number): boolean {
  return account.role === "admin" && account.id !== viewerId && adminCount > 1;
}

export function canDelete(account: AccountState, viewerId: string | null, adminCount: number): boolean {
  return account.id !== viewerId && (account.role !== "admin" || adminCount > 1);
}

/** A subscription only means something on an approved account. */
export function canHoldSubscription(account: Pick<AccountState, "status">): boolean {
  return account.status === "approved";
}

/**
 * The role an admin goes back to: an exclusive member is a member again,
 * anyone else a plain user (spec §4: admin to user).
 */
export function demotedRole(account: Pick<AccountState, "isExclusiveMember">): "member" | "user" {
  return account.isExclusiveMember ? "member" : "user";
}

/** Which accounts of a bulk selection a bulk change applies to; the rest are left as they are. */
export function isBulkEligible(operation: BulkOperation, account: Pick<AccountState, "status">, hasRunningSubscription: boolean): boolean {
  switch (operation) {
    case "approve":
    case "reject":
      return canReview(account);
    case "extend":
      return canHoldSubscription(account);
    case "end":
      return hasRunningSubscription;
  }
}
