import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { users, type UserRole, type UserStatus } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { isSameOriginRequest } from "@/lib/same-origin";
import { authBaseUrl, getAuth } from "./auth";

/** Next.js sends this header with every server action call. */
const SERVER_ACTION_HEADER = "next-action";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  /** Exclusive-member expiry; null when it does not expire. */
  expiresAt: Date | null;
  isExclusiveMember: boolean;
  /** The account signs in with an authenticator code as well as its password. */
  twoFactorEnabled: boolean;
}

/**
 * Resolves the session cookie in `requestHeaders` through better-auth (which
 * checks the signed token and the session row's expiry), then reads the user
 * row itself. Shared by session.ts (server-only) and tests.
 *
 * A server action sent from another site, or with cookies and no origin at
 * all, is not signed in (decision 013): the browser attached the cookie,
 * the visitor did not ask for the change. Every admin action reads its viewer
 * through here, so this holds even if a request never passed the proxy.
 */
export async function readSessionUser(requestHeaders: Headers): Promise<SessionUser | null> {
  if (!requestHeaders.get("cookie")) return null;
  if (requestHeaders.has(SERVER_ACTION_HEADER) && !isSameOriginRequest(requestHeaders, authBaseUrl())) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ...columnsOf(users, ["id", "email", "name", "role", "status", "expiresAt", "isExclusiveMember", "twoFactorEnabled"]),
    })
    .from(users)
    .where(eq(users.id, session.user.id));
  return row ?? null;
}
