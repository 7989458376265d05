import { eq } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { getDb, type Database } from "@/db";
import { accounts, auditLog, sessions, users, verifications } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { getSiteSettings as readSiteSettings } from "@/features/site/settings-row";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/features/mail/mail";
import { accountBlock } from "./account-status";
import { PASSWORD_MAX, PASSWORD_MIN } from "./schemas";
import { ensureAuthSecret } from "./secret";

/** Where the site is served: SITE_URL, or localhost on PORT. */
export function authBaseUrl(): string {
  const env = getEnv();
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

function trustedOrigins(baseUrl: string): string[] {
  const origins = new Set([new URL(baseUrl).origin]);
  const env = getEnv();
  if (env.NODE_ENV !== "production" && !env.SITE_URL) {
    // Local development and browser tests reach the server under either name.
    origins.add(`http://localhost:${env.PORT}`);
    origins.add(`http://127.0.0.1:${env.PORT}`);
  }
  return [...origins];
}

async function brandName(db: Database): Promise<string> {
  try {
    return (await readSiteSettings(db)).brandName;
  } catch {
    return DEFAULT_SITE_SETTINGS.brandName;
  }
}

/** Better-auth's view of a user row, including our columns (additionalFields). */
type AuthUserRow = {
  id: string;
  email: string;
  role: string;
  status: string;
  expiresAt: Date | string | null;
};

async function readUserForGate(
  userId: string,
  ctx: { context: { internalAdapter: { findUserById(id: string): Promise<unknown> } } } | null,
  db: Database,
): Promise<AuthUserRow | null> {
  // Through better-auth's adapter when we can: it uses the open transaction, if any
  // (a PGlite query outside it would wait for it forever).
  if (ctx) return (await ctx.context.internalAdapter.findUserById(userId)) as AuthUserRow | null;
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, status: users.status, expiresAt: users.expiresAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// On globalThis so the server (scripts/server.mjs) can wait for them at shutdown.
const PENDING_TASKS_KEY = Symbol.for("velvet.auth.pendingTasks");
const pendingTasks: Set<Promise<unknown>> = ((globalThis as Record<symbol, unknown>)[PENDING_TASKS_KEY] ??= new Set<
  Promise<unknown>
>()) as Set<Promise<unknown>>;

/**
 * Mail sending runs after the response (better-auth's backgroundTasks), so a
 * reset request for a real account takes no longer than one for an unknown
 * email even when SMTP is slow. Shutdown and tests wait for them here.
 */
export async function waitForAuthBackgroundTasks(): Promise<void> {
  while (pendingTasks.size > 0) await Promise.allSettled([...pendingTasks]);
}

function runInBackground(promise: Promise<unknown>): void {
  // better-auth hands over promises that already log their own failure.
  const task = promise.catch(() => undefined).finally(() => pendingTasks.delete(task));
  pendingTasks.add(task);
}

export interface CreateAuthOptions {
  db: Database;
  secret?: string;
  baseUrl?: string;
  /**
   * Plugins before nextCookies (which is always added last). Tests may pass
   * `includeNextCookies: false` to run outside a Next request.
   */
  plugins?: BetterAuthPlugin[];
  includeNextCookies?: boolean;
}

export function createAuth({ db, secret, baseUrl = authBaseUrl(), plugins = [], includeNextCookies = true }: CreateAuthOptions) {
  const useSecureCookies = baseUrl.startsWith("https://");
  return betterAuth({
    appName: "Velvet",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret: secret ?? ensureAuthSecret(),
    trustedOrigins: trustedOrigins(baseUrl),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      // Sign-up writes the user and its credential account together.
      transaction: true,
    }),
    // Routes we never use are switched off (no social sign-in, no email verification, no self-deletion).
    disabledPaths: [
      "/sign-in/social",
      "/link-social",
      "/unlink-account",
      "/get-access-token",
      "/refresh-token",
      "/account-info",
      "/send-verification-email",
      "/verify-email",
      "/change-email",
      "/delete-user",
      "/delete-user/callback",
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset ends every session of the account (someone else may hold one).
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        const brand = await brandName(db);
        await sendMail({
          to: user.email,
          subject: `Reset your ${brand} password`,
          text: [
            `Hello ${user.name || ""}`.trim() + ",",
            "",
            `We received a request to reset the password of your ${brand} account.`,
            "Open this link within one hour to choose a new password:",
            "",
            link,
            "",
            "If you did not ask for this, you can ignore this email: your password stays the same.",
          ].join("\n"),
        });
      },
    },
    user: {
      // Mass assignment (security.md 15.3.3): none of these can come from a request
      // body. Fields with a default get the default whatever the body says.
      additionalFields: {
        role: { type: "string", input: false, required: false, defaultValue: "user" },
        status: { type: "string", input: false, required: false, defaultValue: "pending" },
        approvedAt: { type: "date", input: false, required: false, defaultValue: null },
        lastSignInAt: { type: "date", input: false, required: false, defaultValue: null },
        expiresAt: { type: "date", input: false, required: false, defaultValue: null },
        isExclusiveMember: { type: "boolean", input: false, required: false, defaultValue: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // No cookie cache: sign-out, rejection, demotion and expiry act at once (security.md).
      cookieCache: { enabled: false },
    },
    // Ours (rate-limit.ts) covers every path and is stored in PostgreSQL.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "velvet",
      useSecureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: useSecureCookies, path: "/" },
      backgroundTasks: { handler: runInBackground },
    },
    databaseHooks: {
      user: {
        create: {
          // Whoever signs up starts as a pending user, whatever the request said.
          before: async (user) => ({
            data: {
              ...user,
              role: "user",
              status: "pending",
              approvedAt: null,
              lastSignInAt: null,
              expiresAt: null,
              isExclusiveMember: false,
            },
          }),
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            const user = await readUserForGate(session.userId, ctx, db);
            if (!user) {
              throw new APIError("UNAUTHORIZED", { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
            }
            const block = accountBlock(user);
            if (block) throw new APIError("FORBIDDEN", { code: block.code, message: block.message });
          },
          after: async (session) => {
            try {
              await db.transaction(async (tx) => {
                const [user] = await tx
                  .update(users)
                  .set({ lastSignInAt: new Date() })
                  .where(eq(users.id, session.userId))
                  .returning({ id: users.id, email: users.email, role: users.role });
                if (user?.role === "admin") {
                  await tx.insert(auditLog).values({
                    actorId: user.id,
                    actorEmail: user.email,
                    action: "log_admin_login",
                    entityType: "auth",
                    entityId: user.id,
                    newValues: { sessionId: session.id, ipAddress: session.ipAddress ?? null },
                  });
                }
              });
            } catch (error) {
              // The session exists; a missed timestamp must not turn a sign-in into an error.
              console.error("[auth] could not record the sign-in:", (error as Error).message);
            }
          },
        },
      },
    },
    plugins: includeNextCookies ? [...plugins, nextCookies()] : plugins,
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = Symbol.for("velvet.auth");
type GlobalWithAuth = typeof globalThis & { [AUTH_KEY]?: Promise<Auth> };

/**
 * The process-wide better-auth instance, created on first use (PGlite opens
 * asynchronously) and kept on globalThis across hot reloads.
 */
export function getAuth(): Promise<Auth> {
  const g = globalThis as GlobalWithAuth;
  if (!g[AUTH_KEY]) {
    g[AUTH_KEY] = (async () => createAuth({ db: await getDb() }))();
    g[AUTH_KEY].catch(() => {
      delete g[AUTH_KEY];
    });
  }
  return g[AUTH_KEY];
}

/** Tests: drop the cached instance (e.g. after setDatabaseHandle) or install one. */
export function setAuthForTests(auth: Auth | null): void {
  const g = globalThis as GlobalWithAuth;
  if (auth) g[AUTH_KEY] = Promise.resolve(auth);
  else delete g[AUTH_KEY];
}
