/**
 * The signed-in viewer and the admin language for integration tests of admin
 * actions and viewer-dependent route handlers. A test has no request (no
 * session cookie, no locale cookie), so exactly two of our own seams are
 * replaced, and nothing else:
 *
 * - `@/features/access/viewer`: `getViewer()` (and `resolveViewerFromHeaders`,
 *   `checkPermission`, `requireViewer`) answer with `session.viewer`, or a
 *   visitor when it is null;
 * - `@/features/admin/locale`: `getAdminLocale()` answers `session.locale`
 *   when a test sets it, and otherwise runs the real lookup (the account's
 *   stored language, then en-GB), which reads the same mocked viewer.
 *
 * Import this module BEFORE the code under test, and import that code with
 * `await import(...)` after it:
 *
 *   import { createViewer, session } from "../../../../tests/setup/admin-session";
 *   const { updateFaq } = await import("./actions");
 *   const { db } = await useTestDatabase();
 *   const ADMIN = await createViewer("admin");
 *   beforeEach(() => { session.viewer = ADMIN; });
 *
 * Why this works from a helper module: vitest hoists a `vi.mock` to the top of
 * the module it is written in, here this one, and registers it when this
 * module runs, i.e. while the test file's static imports are evaluated and
 * before any `await import()` in its body. A module imported before this one
 * that already imported a mocked path would keep the real one;
 * tests/integration/admin-session.test.ts shows the mocks in place.
 */
import { expect, vi } from "vitest";
import { getDb } from "@/db";
import { users, userSubscriptions, type UserRole } from "@/db/schema";
import { PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import type { Viewer } from "@/features/access/policy";
import type { AppLocale } from "@/i18n/config";

export interface AdminSession {
  /** Who is calling; null is a signed-out visitor. */
  viewer: Viewer | null;
  /** The admin's language; null runs the real lookup (stored on the account, else en-GB). */
  locale: AppLocale | null;
}

const state = vi.hoisted(() => ({
  session: { viewer: null, locale: null } as AdminSession,
  /** Set by readViewerFrom: a test that keeps the caller in a variable of its own. */
  read: null as (() => Viewer) | null,
}));

/** The current viewer and locale: tests assign `session.viewer` and `session.locale`. */
export const session: AdminSession = state.session;

vi.mock("@/features/access/viewer", async () => {
  const { VISITOR } = await import("@/features/access/policy");
  const { redirect } = await import("next/navigation");
  const current = (): Viewer => (state.read ? state.read() : state.session.viewer) ?? VISITOR;
  return {
    getViewer: async () => current(),
    resolveViewerFromHeaders: async () => current(),
    async requireViewer(nextPath: string) {
      const viewer = current();
      if (!viewer.userId) redirect(`/auth?next=${encodeURIComponent(nextPath)}`);
      return viewer;
    },
  };
});

vi.mock("@/features/admin/locale", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/features/admin/locale")>();
  return {
    ...real,
    getAdminLocale: async () => state.session.locale ?? real.getAdminLocale(),
  };
});

/** Calls from now on come from `viewer` (null: a visitor), reading messages in `locale` (en-GB unless given; null: the real lookup). */
export function signInAs(viewer: Viewer | null, locale: AppLocale | null = "en-GB"): void {
  state.session.viewer = viewer;
  state.session.locale = locale;
}

/**
 * Extra fields on the shared session object, for a test's own mocks that
 * switch with the viewer (e.g. `adminSession({ failAudit: false })`).
 */
export function adminSession<Extra extends object>(extra: Extra): AdminSession & Extra {
  return Object.assign(state.session, extra);
}

/**
 * For a test that names the caller in a variable of its own
 * (`current = MEMBER`): the mocked seams read it through `read`.
 */
export function readViewerFrom(read: () => Viewer): void {
  state.read = read;
}

export type UserKind = "member" | "subscriber" | "team" | "admin";

/** As the seed's demo accounts (src/seed/accounts.ts) and the end-to-end fixture users. */
const KINDS: Record<UserKind, { role: UserRole; subscribed: boolean }> = {
  member: { role: "user", subscribed: false },
  subscriber: { role: "member", subscribed: true },
  team: { role: "team", subscribed: false },
  admin: { role: "admin", subscribed: false },
};

const created: Record<UserKind, number> = { member: 0, subscriber: 0, team: 0, admin: 0 };

export interface CreateViewerOptions {
  /** Default `<kind>-<n>`: admin-1, member-1, team-1, … */
  id?: string;
  /** Default `<id>@example.test`. */
  email?: string;
  /**
   * The role's grants; by default the ones the seed stores for it
   * (src/features/access/permissions.ts), as getViewer would load them.
   */
  permissions?: PermissionName[];
}

/**
 * An approved account of the kind in the test database (a subscriber with an
 * active subscription), and the Viewer getViewer would resolve for it.
 * Needs the file's database first (`await useTestDatabase()`).
 */
export async function createViewer(kind: UserKind, options: CreateViewerOptions = {}): Promise<Viewer> {
  const { role, subscribed } = KINDS[kind];
  const id = options.id ?? `${kind}-${++created[kind]}`;
  const email = options.email ?? `${id}@example.test`;
  const db = await getDb();
  await db.insert(users).values({ id, name: `${kind} ${id}`, email, role, status: "approved", approvedAt: new Date() });
  if (subscribed) await db.insert(userSubscriptions).values({ userId: id, active: true });
  const granted =
    options.permissions ??
    (Object.entries(PERMISSIONS) as [PermissionName, { roles: readonly UserRole[] }][])
      .filter(([, definition]) => definition.roles.includes(role))
      .map(([name]) => name);
  return {
    userId: id,
    email,
    role,
    status: "approved",
    expiresAt: null,
    hasActiveSubscription: subscribed,
    permissions: new Set(granted),
  };
}

/**
 * The check every admin action's access test makes: the call, made by each
 * outsider in turn, is refused with that outsider's code, and the data the
 * snapshot reads is exactly as it was.
 */
export async function expectRefusedAndUnchanged(
  call: () => Promise<unknown>,
  outsiders: readonly (readonly [Viewer, "forbidden" | "unauthenticated"])[],
  snapshot: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot();
  for (const [viewer, code] of outsiders) {
    session.viewer = viewer;
    expect(await call()).toMatchObject({ ok: false, code });
  }
  expect(await snapshot()).toEqual(before);
}
