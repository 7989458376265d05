import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { users, type UserRole, type UserStatus } from "@/db/schema";
import { getAuth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  /** Exclusive-member expiry; null when it does not expire. */
  expiresAt: Date | null;
  isExclusiveMember: boolean;
}

/**
 * Resolves the session cookie in `requestHeaders` through better-auth (which
 * checks the signed token and the session row's expiry), then reads the user
 * row itself. Shared by session.ts (server-only) and tests.
 */
export async function readSessionUser(requestHeaders: Headers): Promise<SessionUser | null> {
  if (!requestHeaders.get("cookie")) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      status: users.status,
      expiresAt: users.expiresAt,
      isExclusiveMember: users.isExclusiveMember,
    })
    .from(users)
    .where(eq(users.id, session.user.id));
  return row ?? null;
}
