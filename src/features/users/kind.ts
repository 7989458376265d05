import { memberTier } from "@/lib/member-tier";

/**
 * What an account is, in the words the public site uses for it (visitor,
 * member, subscriber, exclusive member, team, admin): the back office says
 * the same word for the same account (decision 036). Status and expiry are
 * shown on their own, so they are left out here.
 */
export type AccountKind = "admin" | "team" | "exclusive" | "subscriber" | "member";

export interface KindInput {
  role: string;
  isExclusiveMember: boolean;
  /** A running subscription (active, not past its end). */
  subscribed: boolean;
}

export function accountKind({ role, isExclusiveMember, subscribed }: KindInput): AccountKind {
  // The public site's own rule (src/lib/member-tier.ts), for an account that may sign in.
  const tier = memberTier({ role, status: "approved", expiresAt: null, isExclusiveMember, hasActiveSubscription: subscribed });
  return tier === "pending" || tier === "rejected" || tier === "expired" ? "member" : tier;
}
