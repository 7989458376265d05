import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { createAccount } from "../features/auth/accounts";
import type { UserRole, UserStatus } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoAccount {
  kind: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  subscription?: { endsInDays: number | null };
  /** Exclusive members: created by an admin, with an account expiry. */
  exclusiveExpiresInDays?: number;
}

/** One account for each kind of viewer the access policy distinguishes. */
export function demoAccounts(memberMailDomain: string): DemoAccount[] {
  return [
    { kind: "team", email: "team@velvet.london", name: "Tessa Team", role: "team", status: "approved" },
    { kind: "approved member", email: "member@velvet.london", name: "Martin Member", role: "user", status: "approved" },
    {
      kind: "subscriber",
      email: "subscriber@velvet.london",
      name: "Sebastian Subscriber",
      role: "member",
      status: "approved",
      subscription: { endsInDays: 365 },
    },
    { kind: "pending", email: "pending@velvet.london", name: "Penny Pending", role: "user", status: "pending" },
    { kind: "rejected", email: "rejected@velvet.london", name: "Rupert Rejected", role: "user", status: "rejected" },
    {
      kind: "expired exclusive member",
      email: `expiredclient@${memberMailDomain}`,
      name: "Expired Client",
      role: "member",
      status: "approved",
      subscription: { endsInDays: -1 },
      exclusiveExpiresInDays: -1,
    },
  ];
}

/** Creates the demo accounts that do not exist yet; returns the ones it created. */
export async function seedDemoAccounts(
  db: Database,
  { password, memberMailDomain }: { password: string; memberMailDomain: string },
): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  const now = Date.now();
  for (const account of demoAccounts(memberMailDomain)) {
    const [existing] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, account.email));
    if (existing) continue;
    const expiresAt =
      account.exclusiveExpiresInDays === undefined ? null : new Date(now + account.exclusiveExpiresInDays * DAY_MS);
    const user = await createAccount({
      email: account.email,
      name: account.name,
      password,
      role: account.role,
      status: account.status,
      expiresAt,
      isExclusiveMember: account.exclusiveExpiresInDays !== undefined,
    });
    if (account.subscription) {
      const { endsInDays } = account.subscription;
      await db.insert(t.userSubscriptions).values({
        userId: user.id,
        active: true,
        endsAt: endsInDays === null ? null : new Date(now + endsInDays * DAY_MS),
      });
    }
    created.push(account);
  }
  return created;
}
