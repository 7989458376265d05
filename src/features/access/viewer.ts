import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { currentRequestHeaders, getSessionUserFromHeaders } from "@/features/auth/session";
import { viewerForAccessClass } from "./access-class";
import { accessClassFromHeaders } from "./access-class-store";
import { VISITOR, type Viewer } from "./policy";
import { loadViewerGrants } from "./queries";

/**
 * The current viewer, resolved once per request from the session and fresh
 * database rows (role, status, expiry, subscription, permissions), so a
 * rejection, demotion or expiry acts on the very next request.
 *
 * A public page the server classified (decision 039) gets its class's
 * stand-in instead: the server checked the session for this very request,
 * and removed the cookie, so the page cannot depend on who the person is.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const requestHeaders = await currentRequestHeaders();
  const accessClass = accessClassFromHeaders(requestHeaders);
  if (accessClass) return viewerForAccessClass(accessClass);
  return resolveViewerFromHeaders(requestHeaders);
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
