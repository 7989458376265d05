/**
 * better-auth wired to our tables, hooks and policy, on a private PGlite (or
 * PostgreSQL with TEST_DATABASE_URL): approval gate, mass assignment, expiry,
 * fresh session reads, admin audit, account creation.
 */
import { and, eq } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, sessions, users } from "@/db/schema";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { AccountExistsError, createAccount, ensureAdminAccount, generatePassword } from "./accounts";
import { authBaseUrl, getAuth, setAuthForTests } from "./auth";
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from "./messages";
import { readSessionUser } from "./session-user";

const handle = await useTestDatabase();
const db = handle.db;
const PASSWORD = "correct horse battery";

beforeAll(() => {
  // A fresh instance bound to this file's database.
  setAuthForTests(null);
});

async function signIn(email: string, password = PASSWORD) {
  const auth = await getAuth();
  return auth.api.signInEmail({ body: { email, password }, headers: new Headers(), returnHeaders: true });
}

/** The APIError code of a failing call. */
async function failureOf(promise: Promise<unknown>): Promise<{ status: number; code?: string; message?: string }> {
  try {
    await promise;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = error.body as { code?: string; message?: string } | undefined;
    return { status: error.statusCode, code: body?.code, message: body?.message };
  }
  throw new Error("expected the call to fail");
}

async function userByEmail(email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

async function sessionCount(userId: string): Promise<number> {
  return (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
}

/** Cookie header for a follow-up request, from a sign-in's Set-Cookie. */
function cookieFrom(responseHeaders: Headers): string {
  return responseHeaders
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("sign-up", () => {
  it("creates a pending user with role user, whatever the body says (mass assignment)", async () => {
    const auth = await getAuth();
    const response = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Mallory",
          email: "Mallory@Example.com",
          password: PASSWORD,
          role: "admin",
          status: "approved",
          approved: true,
          approvedAt: "2020-01-01T00:00:00Z",
          expiresAt: "2099-01-01T00:00:00Z",
          isExclusiveMember: true,
        }),
      }),
    );
    expect(response.status).toBe(200);
    // autoSignIn is off: no session cookie.
    expect(response.headers.getSetCookie().join("")).not.toContain("session_token");
    const user = await userByEmail("mallory@example.com");
    expect(user).toMatchObject({ role: "user", status: "pending", approvedAt: null, expiresAt: null, isExclusiveMember: false });
    expect(await sessionCount(user.id)).toBe(0);
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: user.id });
    expect(account.password).toBeTruthy();
  });

  it("the server API ignores them too", async () => {
    const auth = await getAuth();
    await auth.api.signUpEmail({
      body: { name: "Eve", email: "eve@example.com", password: PASSWORD, role: "admin", status: "approved" } as never,
      headers: new Headers(),
    });
    expect(await userByEmail("eve@example.com")).toMatchObject({ role: "user", status: "pending" });
  });
});

describe("the approval gate on sessions", () => {
  it("refuses a pending user with a clear code, and creates no session", async () => {
    const { id } = await createAccount({ email: "pending@example.com", name: "P", password: PASSWORD, role: "user", status: "pending" });
    expect(await failureOf(signIn("pending@example.com"))).toEqual({
      status: 403,
      code: AUTH_ERROR_CODES.ACCOUNT_PENDING,
      message: AUTH_MESSAGES.pending,
    });
    expect(await sessionCount(id)).toBe(0);
  });

  it("refuses a rejected user", async () => {
    const { id } = await createAccount({ email: "rejected@example.com", name: "R", password: PASSWORD, role: "user", status: "rejected" });
    expect(await failureOf(signIn("rejected@example.com"))).toEqual({
      status: 403,
      code: AUTH_ERROR_CODES.ACCOUNT_REJECTED,
      message: AUTH_MESSAGES.rejected,
    });
    expect(await sessionCount(id)).toBe(0);
  });

  it("lets an approved user in and records last_sign_in_at", async () => {
    const { id } = await createAccount({ email: "approved@example.com", name: "A", password: PASSWORD, role: "user", status: "approved" });
    const result = await signIn("approved@example.com");
    expect(result.response.user.email).toBe("approved@example.com");
    expect(result.headers.getSetCookie().join("\n")).toMatch(/velvet\.session_token=.*HttpOnly.*SameSite=Lax/i);
    expect(await sessionCount(id)).toBe(1);
    expect((await userByEmail("approved@example.com")).lastSignInAt).toBeInstanceOf(Date);
  });

  it("lets an admin in even when not approved, and audits the admin sign-in", async () => {
    const { id } = await createAccount({ email: "boss@example.com", name: "Boss", password: PASSWORD, role: "admin", status: "pending" });
    await signIn("boss@example.com");
    expect(await sessionCount(id)).toBe(1);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.actorId, id), eq(auditLog.action, "log_admin_login")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: "auth", actorEmail: "boss@example.com" });
  });

  it("does not audit sign-ins of other roles", async () => {
    const { id } = await createAccount({ email: "team@example.com", name: "T", password: PASSWORD, role: "team", status: "approved" });
    await signIn("team@example.com");
    expect(await db.select().from(auditLog).where(eq(auditLog.actorId, id))).toHaveLength(0);
  });

  it("refuses an exclusive member whose membership has expired; a future expiry is fine", async () => {
    await createAccount({
      email: "expired@members.test",
      name: "Expired",
      password: "six666",
      role: "member",
      status: "approved",
      isExclusiveMember: true,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(await failureOf(signIn("expired@members.test", "six666"))).toEqual({
      status: 403,
      code: AUTH_ERROR_CODES.MEMBERSHIP_EXPIRED,
      message: AUTH_MESSAGES.expired,
    });
    await createAccount({
      email: "current@members.test",
      name: "Current",
      password: "six666",
      role: "member",
      status: "approved",
      isExclusiveMember: true,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await signIn("current@members.test", "six666")).response.user.email).toBe("current@members.test");
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    await createAccount({ email: "known@example.com", name: "K", password: PASSWORD, role: "user", status: "approved" });
    const unknown = await failureOf(signIn("nobody@example.com"));
    const wrong = await failureOf(signIn("known@example.com", "not the password"));
    expect(unknown).toEqual(wrong);
    expect(unknown.status).toBe(401);
    expect(unknown.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    // A pending account with a wrong password says nothing about being pending.
    expect(await failureOf(signIn("pending@example.com", "not the password"))).toEqual(wrong);
  });

  it("takes similar time for an unknown email and a wrong password (both hash)", async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await signIn(email, "not the password").catch(() => undefined);
      return performance.now() - started;
    };
    await time("warm-up@example.com");
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(`nobody${i}@example.com`));
      wrong.push(await time("known@example.com"));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3.3);
  });
});

describe("the session user is read fresh from the users table", () => {
  it("reflects rejection, demotion and expiry at once; sign-out ends it", async () => {
    const { id } = await createAccount({ email: "fresh@example.com", name: "Fresh", password: PASSWORD, role: "team", status: "approved" });
    const cookie = cookieFrom((await signIn("fresh@example.com")).headers);
    const requestHeaders = new Headers({ cookie });

    expect(await readSessionUser(requestHeaders)).toEqual({
      id,
      email: "fresh@example.com",
      name: "Fresh",
      role: "team",
      status: "approved",
      expiresAt: null,
      isExclusiveMember: false,
      twoFactorEnabled: false,
    });

    const expiry = new Date(Date.now() - 1000);
    await db.update(users).set({ role: "user", status: "rejected", expiresAt: expiry }).where(eq(users.id, id));
    expect(await readSessionUser(requestHeaders)).toMatchObject({ role: "user", status: "rejected", expiresAt: expiry });

    const auth = await getAuth();
    await auth.api.signOut({ headers: requestHeaders });
    expect(await readSessionUser(requestHeaders)).toBeNull();
    expect(await sessionCount(id)).toBe(0);
  });

  it("does not sign in a server action sent from another site or without any origin", async () => {
    await createAccount({ email: "action@example.com", name: "Action", password: PASSWORD, role: "admin", status: "approved" });
    const cookie = cookieFrom((await signIn("action@example.com")).headers);
    const action = (extra: Record<string, string>) => new Headers({ cookie, "next-action": "0123abcd", ...extra });

    expect(await readSessionUser(action({ origin: new URL(authBaseUrl()).origin }))).toMatchObject({ email: "action@example.com" });
    const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, {}, { "sec-fetch-site": "cross-site" }];
    for (const extra of forged) {
      expect(await readSessionUser(action(extra)), JSON.stringify(extra)).toBeNull();
    }
    // Pages and routes (no server action) still read the session from the cookie alone.
    expect(await readSessionUser(new Headers({ cookie }))).toMatchObject({ email: "action@example.com" });
  });

  it("is null without a cookie or with a forged one", async () => {
    expect(await readSessionUser(new Headers())).toBeNull();
    expect(await readSessionUser(new Headers({ cookie: "velvet.session_token=forged.value" }))).toBeNull();
  });
});

describe("createAccount / ensureAdminAccount / generatePassword", () => {
  it("creates the first admin once, approved, able to sign in", async () => {
    // Earlier tests made an admin: start from a database without one.
    await db.update(users).set({ role: "user" }).where(eq(users.role, "admin"));
    const first = await ensureAdminAccount({ email: "Admin@Velvet.test", password: "admin-password-1" });
    expect(first.created).toBe(true);
    const admin = await userByEmail("admin@velvet.test");
    expect(admin).toMatchObject({ role: "admin", status: "approved" });
    expect(admin.approvedAt).toBeInstanceOf(Date);
    expect(await ensureAdminAccount({ email: "other-admin@velvet.test", password: "admin-password-2" })).toEqual({ created: false });
    expect(await userByEmail("other-admin@velvet.test")).toBeUndefined();
    expect((await signIn("admin@velvet.test", "admin-password-1")).response.user.email).toBe("admin@velvet.test");
  });

  it("refuses a second account with the same email (any case)", async () => {
    await expect(
      createAccount({ email: "APPROVED@example.com", name: "Dup", password: PASSWORD, role: "user", status: "approved" }),
    ).rejects.toBeInstanceOf(AccountExistsError);
  });

  it("refuses passwords shorter than 6 characters", async () => {
    await expect(
      createAccount({ email: "short@example.com", name: "S", password: "12345", role: "member", status: "approved" }),
    ).rejects.toThrow(/6 to 128/);
  });

  it("generates readable 20-character passwords", () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
  });
});
