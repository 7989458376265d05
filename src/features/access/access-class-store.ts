/**
 * The database side of the server's access-class layer
 * (src/server/layers/access-class.ts, decision 039): a session cookie in, the
 * viewer's access class out, with how long that answer holds. Handed to the
 * server at start-up (src/instrumentation.ts, through src/server/app-ports.ts),
 * because the layer runs in the server, outside the app's bundle.
 *
 * The same layer marks the requests it has classified with a header that
 * carries a secret only this process knows (`classHeaderSecret`, made here
 * when the server asks for it), so a page can trust the class it is told
 * (`accessClassFromHeaders`) and nobody outside can claim one.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { getAuth } from "@/features/auth/auth";
import { readAccountForClass } from "./queries";
import { accessClassOf, classValidUntil, isSharedAccessClass, type AccessClass, type SharedAccessClass } from "./access-class";
import type { Viewer } from "./policy";

// On globalThis: the app's pages are bundled apart from instrumentation, and
// each bundle must see the one secret.
const SECRET_KEY = Symbol.for("velvet.accessClass.secret");
export const ACCESS_CLASS_HEADER = "x-velvet-access-class";
// An unknown or ended session: checked again after a while, in case it was
// read a moment before the row was written.
const UNKNOWN_SESSION_HOLDS_MS = 60_000;

export interface ResolvedAccessClass {
  accessClass: AccessClass;
  /** Epoch milliseconds until which the answer holds unless an account table changes first. */
  validUntil: number;
}

/**
 * The class of the session in `cookieHeader`: better-auth checks the signed
 * token and the session row's expiry (without extending it: no answer here
 * can carry a new cookie), then the account and its subscription are read
 * fresh, as every page did before.
 */
export async function resolveAccessClass(cookieHeader: string, now: Date = new Date()): Promise<ResolvedAccessClass> {
  const unknown = { accessClass: "visitor" as const, validUntil: now.getTime() + UNKNOWN_SESSION_HOLDS_MS };
  if (!cookieHeader) return unknown;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: new Headers({ cookie: cookieHeader }), query: { disableRefresh: true } });
  if (!session) return unknown;
  const account = await readAccountForClass(session.user.id);
  if (!account) return unknown;
  const viewer: Viewer = {
    userId: account.id,
    email: null,
    role: account.role,
    status: account.status,
    expiresAt: account.expiresAt,
    isExclusiveMember: account.isExclusiveMember,
    hasActiveSubscription: account.subscriptionEnds.length > 0,
    permissions: new Set(),
  };
  return {
    accessClass: accessClassOf(viewer, now),
    validUntil: classValidUntil(now, [new Date(session.session.expiresAt), account.expiresAt, ...account.subscriptionEnds]),
  };
}

/** This process's secret for the class header, made once, when the server first asks for it. */
export function classHeaderSecret(): string {
  const slots = globalThis as Record<symbol, unknown>;
  slots[SECRET_KEY] ??= randomBytes(24).toString("base64url");
  return slots[SECRET_KEY] as string;
}

/** The server layer's store. */
export function accessClassStore() {
  return { resolveAccessClass: (cookieHeader: string) => resolveAccessClass(cookieHeader), headerSecret: classHeaderSecret };
}

/**
 * The shared class the server layer classified this request as, or null when
 * it did not (a visitor without a cookie, staff, a page outside the layer, or
 * `next dev`, where no layer runs and so no secret exists).
 */
export function accessClassFromHeaders(requestHeaders: Headers): SharedAccessClass | null {
  const value = requestHeaders.get(ACCESS_CLASS_HEADER);
  const secret = (globalThis as Record<symbol, unknown>)[SECRET_KEY];
  if (!value || typeof secret !== "string" || secret.length === 0) return null;
  const [accessClass, given = ""] = value.split(" ", 2);
  const expected = Buffer.from(secret);
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  return isSharedAccessClass(accessClass) ? accessClass : null;
}
