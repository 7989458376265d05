import "server-only";
import { hasPermission, type Viewer } from "@/features/access/policy";
import type { PermissionName } from "@/features/access/permissions";
import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { needsTwoFactorSetUp } from "@/features/auth/two-factor/requirement";
import { getAdminTranslator } from "./locale";

/** A short plain-text answer that no cache keeps: a refusal, or a route's own failure. */
export function plainText(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * The check every admin route handler makes first, as every page and action
 * does (the proxy decides nothing): signed in (401), the permission (403, with
 * the route's own words when it has them), two-factor set up when it is
 * required (403). The viewer when all pass, else the answer to send.
 */
export async function guardAdminRoute(
  request: Request,
  permission: PermissionName,
  forbiddenText?: () => Promise<string>,
): Promise<{ viewer: Viewer; refusal?: never } | { refusal: Response; viewer?: never }> {
  const viewer = await resolveViewerFromHeaders(request.headers);
  const shell = await getAdminTranslator("adminShell");
  if (!viewer.userId) return { refusal: plainText(401, shell("actionErrors.unauthenticated")) };
  if (!hasPermission(viewer, permission)) return { refusal: plainText(403, forbiddenText ? await forbiddenText() : shell("actionErrors.forbidden")) };
  if (await needsTwoFactorSetUp(viewer)) return { refusal: plainText(403, shell("actionErrors.twoFactorRequired")) };
  return { viewer };
}
