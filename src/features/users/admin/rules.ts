import type { BulkOperation } from "./schemas";

/**
 * Who may be changed how (user status: pending to approved or rejected; user role). Pure,
 * so the screen offers exactly the buttons the actions accept.
 */

/** Who is asking: their account id, and whether they hold the admin role. */
export interface Actor {
  id: string | null;
  isAdmin: boolean;
}

interface AccountState {
  id: string;
  role: string;
  status: string;
  isExclusiveMember: boolean;
}

/** Approve and reject only for pending accounts. */
export function canReview(account: Pick<AccountState, "status">): boolean {
  return account.status === "pending";
}

/**
 * Only approved accounts become admins; nobody promotes themselves; and only an
 * admin makes an admin (a team account trusted with users cannot raise anyone,
 * itself included, to the top).
 */
export function canPromote(account: AccountState, actor: Actor): boolean {
  return actor.isAdmin && account.status === "approved" && account.role !== "admin" && account.id !== actor.id;
}

/** Admins only, not yourself, and never the last admin (removing the last admin is refused). */
export function canDemote(account: AccountState, actor: Actor, adminCount: number): boolean {
  return actor.isAdmin && account.role === "admin" && account.id !== actor.id && adminCount > 1;
}

/** Not yourself; an admin's account only by another admin, and never the last one. */
export function canDelete(account: AccountState, actor: Actor, adminCount: number): boolean {
  if (account.id === actor.id) return false;
  return account.role !== "admin" || (actor.isAdmin && adminCount > 1);
}

/** A subscription only means something on an approved account. */
export function canHoldSubscription(account: Pick<AccountState, "status">): boolean {
  return account.status === "approved";
}

/**
 * The role an admin goes back to: an exclusive member is a member again,
 * anyone else a plain user (admin to user).
 */
export function demotedRole(account: Pick<AccountState, "isExclusiveMember">): "member" | "user" {
  return account.isExclusiveMember ? "member" : "user";
}

/**
 * Which accounts of a bulk selection a bulk change applies to; the rest are
 * left as they are. Approve and reject take pending accounts only, and never
 * the asker's own (an admin may be pending: they must not reject themselves
 * in passing). The bulk bar counts with this too, so it says how many will change.
 */
export function isBulkEligible(operation: BulkOperation, account: Pick<AccountState, "id" | "status">, hasRunningSubscription: boolean, actorId: string | null): boolean {
  switch (operation) {
    case "approve":
    case "reject":
      return canReview(account) && account.id !== actorId;
    case "extend":
      return canHoldSubscription(account);
    case "end":
      return hasRunningSubscription;
  }
}
