import { eq } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins/two-factor";
import { getDb, type Database } from "@/db";
import { accounts, auditLog, sessions, twoFactors, users, verifications } from "@/db/schema";
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

// On globalThis so every bundle of the app adds to the one set the server's shutdown waits for (waitForAuthBackgroundTasks).
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

const TWO_FACTOR_HTTP_PATHS = [
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
  "/two-factor/get-totp-uri",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
];

/**
 * TOTP by authenticator app with recovery codes (better-auth's two-factor
 * plugin, decision 019): the secret and the ten
 * recovery codes are stored encrypted with the auth secret; a challenge
 * allows five tries and an account is locked for a while after repeated
 * failures (the plugin's own lockout), on top of our per-address limit.
 */
function twoFactorPlugin() {
  return twoFactor({
    issuer: "Velvet",
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    // Ten minutes to type the code after the password.
    twoFactorCookieMaxAge: 10 * 60,
  });
}

type HookContext = {
  path?: string;
  headers?: Headers;
  context: { internalAdapter: { findUserById(id: string): Promise<unknown> } };
} | null;

/**
 * Whether a new session is a sign-in worth recording (last sign-in time, the
 * admin sign-in audit row). With two-factor on, the password step only opens
 * a challenge (the plugin deletes its session at once) and the session that
 * follows the code is the sign-in; the sessions the plugin swaps in when
 * two-factor is turned on or off from the account page are not sign-ins.
 */
async function isCompletedSignIn(userId: string, ctx: HookContext, db: Database): Promise<boolean> {
  const path = ctx?.path ?? "";
  if (path.startsWith("/sign-in")) return !(await twoFactorPending(userId, ctx, db));
  if (path.startsWith("/two-factor/verify")) return /(^|;\s*)(__Secure-)?velvet\.two_factor=/.test(ctx?.headers?.get("cookie") ?? "");
  return !path.startsWith("/two-factor/");
}

/** Whether this sign-in still waits for the second factor (the account has it on). */
async function twoFactorPending(userId: string, ctx: HookContext, db: Database): Promise<boolean> {
  if (ctx) return Boolean(((await ctx.context.internalAdapter.findUserById(userId)) as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled);
  const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return Boolean(row?.enabled);
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
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
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
      // Two-factor is reached only through our server actions (src/features/auth/two-factor/),
      // which add the rate limit and the rule that a required second factor stays on;
      // by authenticator app only (no codes by email), the secret shown once, at set-up.
      ...TWO_FACTOR_HTTP_PATHS,
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
      // Mass assignment: none of these can come from a request
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
      // No cookie cache: sign-out, rejection, demotion and expiry act at once.
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
          after: async (session, ctx) => {
            if (!(await isCompletedSignIn(session.userId, ctx, db))) return;
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
    plugins: [twoFactorPlugin(), ...plugins, ...(includeNextCookies ? [nextCookies()] : [])],
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
