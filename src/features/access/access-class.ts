/**
 * Access classes (decision 039): what a public page may depend on about its
 * viewer. Everyone in one class sees the same page (the same photos, the same
 * notices, the same offers), so the server keeps one cached copy per class
 * instead of rendering a page per person; what is personal (favourite hearts,
 * a member's own review) is fetched by the browser afterwards.
 *
 * Staff are a class of their own and are never cached: admins see hidden
 * models and staff-only photos, and the back office is theirs.
 *
 * Pure: the classes and their stand-in viewers are checked against the whole
 * access truth table in access-class.test.ts.
 */
import { VISITOR, viewerKind, type Viewer } from "./policy";

export const ACCESS_CLASSES = ["visitor", "pending", "rejected", "expired", "member", "subscriber", "staff"] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

/** Classes whose pages are rendered once and shared by everyone in the class. */
export const SHARED_CLASSES = ["visitor", "pending", "rejected", "expired", "member", "subscriber"] as const satisfies readonly AccessClass[];
export type SharedAccessClass = (typeof SHARED_CLASSES)[number];

export function isSharedAccessClass(value: unknown): value is SharedAccessClass {
  return (SHARED_CLASSES as readonly unknown[]).includes(value);
}

/**
 * The class of a resolved viewer. Staff are decided by role before anything
 * else (a team account with a subscription is still staff); the others are
 * exactly the viewer kinds the public pages already tell apart.
 */
export function accessClassOf(viewer: Viewer, now: Date = new Date()): AccessClass {
  if (viewer.userId !== null && (viewer.role === "admin" || viewer.role === "team")) return "staff";
  const kind = viewerKind(viewer, now);
  if (kind === "admin" || kind === "team") return "staff";
  return kind;
}

// Long past: a stand-in for an account whose membership has ended.
const ENDED = new Date(0);

/** Stand-in viewers: no real account, only what the class grants. */
const STAND_INS: Record<SharedAccessClass, Viewer> = {
  visitor: VISITOR,
  pending: standIn("pending", { status: "pending" }),
  rejected: standIn("rejected", { status: "rejected" }),
  expired: standIn("expired", { status: "approved", expiresAt: ENDED }),
  member: standIn("member", { status: "approved" }),
  subscriber: standIn("subscriber", { status: "approved", hasActiveSubscription: true }),
};

function standIn(accessClass: SharedAccessClass, fields: Partial<Viewer>): Viewer {
  return {
    ...VISITOR,
    // Not a user id: no row has it, so nothing personal can be read with it.
    userId: `access-class:${accessClass}`,
    email: null,
    role: "member",
    status: null,
    ...fields,
    permissions: new Set(),
  };
}

/** The viewer a shared page is rendered for: the class, never the person. */
export function viewerForAccessClass(accessClass: SharedAccessClass): Viewer {
  return STAND_INS[accessClass];
}

/**
 * Until when a resolved class holds without asking the database again: the
 * first of the session's end, the membership's end and the subscription's
 * end still ahead. Anything else that changes it (approval, rejection,
 * deletion, a subscription granted or ended, signing out) is a write to the
 * account tables, and their change notifications drop every resolved class
 * at once (src/lib/cache.ts).
 */
export function classValidUntil(now: Date, ends: ReadonlyArray<Date | null | undefined>): number {
  let until = Number.POSITIVE_INFINITY;
  for (const end of ends) {
    if (!end) continue;
    const at = end.getTime();
    if (at > now.getTime() && at < until) until = at;
  }
  return until;
}
