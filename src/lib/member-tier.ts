/**
 * What a signed-in account is, in the words the site shows it (the header,
 * /account): staff by role, members by what they may see. Pure and shared by
 * the header (components) and the account page (features), so it lives here.
 */

export type MemberTier = "admin" | "team" | "exclusive" | "subscriber" | "member" | "pending" | "rejected" | "expired";

export interface TierInput {
  role: string;
  status: string;
  expiresAt: Date | null;
  isExclusiveMember?: boolean;
  hasActiveSubscription: boolean;
}

export function memberTier(account: TierInput, now: Date = new Date()): MemberTier {
  if (account.role === "admin") return "admin";
  if (account.status === "rejected") return "rejected";
  if (account.status !== "approved") return "pending";
  if (account.expiresAt && account.expiresAt.getTime() <= now.getTime()) return "expired";
  if (account.role === "team") return "team";
  if (account.isExclusiveMember) return "exclusive";
  return account.hasActiveSubscription ? "subscriber" : "member";
}

/** Tiers that may not use member content: their page explains why. */
export function isBlockedTier(tier: MemberTier): tier is "pending" | "rejected" | "expired" {
  return tier === "pending" || tier === "rejected" || tier === "expired";
}
