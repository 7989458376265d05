import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { currentRequestHeaders, getSessionUserFromHeaders } from "@/features/auth/session";
import { VISITOR, type Viewer } from "./policy";
import { loadViewerGrants } from "./queries";

/**
 * The current viewer, resolved once per request from the session and fresh
 * database rows (role, status, expiry, subscription, permissions), so a
 * rejection, demotion or expiry acts on the very next request.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  return resolveViewerFromHeaders(await currentRequestHeaders());
});

export async function resolveViewerFromHeaders(requestHeaders: Headers): Promise<Viewer> {
  const user = await getSessionUserFromHeaders(requestHeaders);
  if (!user) return VISITOR;
  const grants = await loadViewerGrants(user.id, user.role);
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    expiresAt: user.expiresAt,
    isExclusiveMember: user.isExclusiveMember,
    twoFactorEnabled: user.twoFactorEnabled,
    hasActiveSubscription: grants.hasActiveSubscription,
    permissions: grants.permissions,
  };
}

/** First line of pages that need a signed-in user: otherwise off to /auth. */
export async function requireViewer(nextPath: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer.userId) redirect(`/auth?next=${encodeURIComponent(nextPath)}`);
  return viewer;
}
