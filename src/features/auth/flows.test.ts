/**
 * The form flows behind the server actions, the rate-limited HTTP route and
 * the sign-out handler, end to end on a private database.
 */
import { desc, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox, rateLimitCounters, sessions, users } from "@/db/schema";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { createAccount } from "./accounts";
import { getAuth, setAuthForTests, waitForAuthBackgroundTasks } from "./auth";
import { requestPasswordResetFlow, resetPasswordFlow, signInFlow, signUpFlow, type FlowOutcome } from "./flows";
import { AUTH_MESSAGES } from "./messages";
import { authEndpointOf, createAuthRouteHandlers } from "./route-handler";
import { isSameOriginRequest } from "@/lib/same-origin";
import { handleSignOut } from "./sign-out";
import { decryptField } from "@/lib/crypto/field-encryption";

const handle = await useTestDatabase();
const db = handle.db;
const PASSWORD = "correct horse battery";
const SITE = "http://localhost:3000";

let ipCounter = 0;
/** Each test gets its own client address, so rate limits of one do not leak into another. */
function freshHeaders(extra: Record<string, string> = {}): Headers {
  ipCounter += 1;
  return new Headers({ "x-forwarded-for": `198.51.100.${ipCounter}`, ...extra });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

function resultOf(outcome: FlowOutcome) {
  if (outcome.kind !== "result") throw new Error(`expected a result, got a redirect to ${outcome.to}`);
  return outcome.result;
}

beforeAll(async () => {
  setAuthForTests(null);
  await createAccount({ email: "member@example.com", name: "Member", password: PASSWORD, role: "user", status: "approved" });
  await createAccount({ email: "waiting@example.com", name: "Waiting", password: PASSWORD, role: "user", status: "pending" });
  await createAccount({ email: "refused@example.com", name: "Refused", password: PASSWORD, role: "user", status: "rejected" });
  await createAccount({
    email: "lapsed@members.test",
    name: "Lapsed",
    password: "six666",
    role: "member",
    status: "approved",
    isExclusiveMember: true,
    expiresAt: new Date(Date.now() - 1000),
  });
});

beforeEach(() => {
  // Mail is printed to the console without SMTP; keep the test output readable.
  vi.spyOn(console, "info").mockImplementation(() => {});
});


/**
 * The limiter counts in fixed one-minute windows; a run of attempts that
 * straddles a window boundary would start a fresh count. Pin only Date (not
 * timers) to ten seconds into a minute so these tests cannot straddle one.
 */
function pinClockMidWindow(): void {
  const now = new Date();
  now.setUTCSeconds(10, 0);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("signInFlow", () => {
  it("signs an approved user in and goes to a safe next path, else /models", async () => {
    expect(await signInFlow(form({ email: "member@example.com", password: PASSWORD, next: "/models/7" }), freshHeaders())).toEqual({
      kind: "redirect",
      to: "/models/7",
    });
    for (const next of ["//evil.com", "/\\evil.com", "https://evil.com", "javascript:alert(1)", "/a\r\nb", ""]) {
      expect(await signInFlow(form({ email: "member@example.com", password: PASSWORD, next }), freshHeaders())).toEqual({
        kind: "redirect",
        to: "/models",
      });
    }
  });

  it("answers an unknown email and a wrong password with the same message", async () => {
    const unknown = resultOf(await signInFlow(form({ email: "ghost@example.com", password: PASSWORD }), freshHeaders()));
    const wrong = resultOf(await signInFlow(form({ email: "member@example.com", password: "wrong password" }), freshHeaders()));
    expect(unknown).toEqual({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD", error: "Incorrect email or password.", values: { email: "ghost@example.com", next: "" } });
    expect(wrong.ok === false && wrong.error).toBe("Incorrect email or password.");
  });

  it("sends pending and rejected accounts to their status page, keeping the page they came from, and opens no session", async () => {
    expect(await signInFlow(form({ email: "waiting@example.com", password: PASSWORD, next: "/models/7" }), freshHeaders())).toEqual({
      kind: "redirect",
      to: "/auth/status?state=pending&next=%2Fmodels%2F7",
    });
    expect(await signInFlow(form({ email: "refused@example.com", password: PASSWORD, next: "/blog" }), freshHeaders())).toEqual({
      kind: "redirect",
      to: "/auth/status?state=rejected&next=%2Fblog",
    });
    // An unsafe next is dropped, not carried along.
    expect(await signInFlow(form({ email: "waiting@example.com", password: PASSWORD, next: "//evil.example" }), freshHeaders())).toEqual({
      kind: "redirect",
      to: "/auth/status?state=pending",
    });
    for (const email of ["waiting@example.com", "refused@example.com"]) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    }
  });

  it("tells an account whose membership has ended why, in the form", async () => {
    const result = resultOf(await signInFlow(form({ email: "lapsed@members.test", password: "six666" }), freshHeaders()));
    expect(result).toMatchObject({ ok: false, error: AUTH_MESSAGES.expired });
  });

  it("returns field errors and keeps what was typed, except the password", async () => {
    const result = resultOf(await signInFlow(form({ email: "not-an-email", password: "", next: "/blog" }), freshHeaders()));
    expect(result).toEqual({
      ok: false,
      error: AUTH_MESSAGES.fixFields,
      fieldErrors: {
        email: ["Enter a valid email address, like name@example.com."],
        password: ["Enter your password."],
      },
      values: { email: "not-an-email", next: "/blog" },
    });
  });

  it("is rate limited: the sixth fast try from one address for one email is refused", async () => {
    pinClockMidWindow();
    const h = freshHeaders();
    for (let i = 0; i < 5; i++) {
      const r = resultOf(await signInFlow(form({ email: "member@example.com", password: "wrong" }), h));
      expect(r).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
    }
    // Even the right password waits now.
    const refused = resultOf(await signInFlow(form({ email: "member@example.com", password: PASSWORD }), h));
    expect(refused).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(refused.ok === false && refused.error).toMatch(/^Too many attempts\. Please wait \d+ seconds?/);
  });
});

describe("signUpFlow", () => {
  it("creates a pending account, leads to its status page with the page it came from, and does not sign in", async () => {
    const outcome = await signUpFlow(
      form({ name: " New Person ", email: "New@Example.com", password: PASSWORD, confirmPassword: PASSWORD, role: "admin", status: "approved", next: "/models/7" }),
      freshHeaders(),
    );
    expect(outcome).toEqual({ kind: "redirect", to: "/auth/status?state=received&next=%2Fmodels%2F7" });
    const [user] = await db.select().from(users).where(eq(users.email, "new@example.com"));
    expect(user).toMatchObject({ name: "New Person", role: "user", status: "pending" });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("answers an email that already exists exactly like a new one", async () => {
    const outcome = await signUpFlow(
      form({ name: "Someone", email: "member@example.com", password: PASSWORD, confirmPassword: PASSWORD }),
      freshHeaders(),
    );
    expect(outcome).toEqual({ kind: "redirect", to: "/auth/status?state=received" });
    const [user] = await db.select().from(users).where(eq(users.email, "member@example.com"));
    expect(user.name).toBe("Member");
  });

  it("keeps name and email but not the passwords on errors", async () => {
    const result = resultOf(
      await signUpFlow(form({ name: "Ann", email: "ann@example.com", password: "short", confirmPassword: "other" }), freshHeaders()),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { password: ["Password must be at least 8 characters."] },
      values: { name: "Ann", email: "ann@example.com", next: "" },
    });
    expect(JSON.stringify(result)).not.toContain("short");
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails; mails a link only to a real account; the link works once", async () => {
    const known = resultOf(await requestPasswordResetFlow(form({ email: "member@example.com" }), freshHeaders()));
    const unknown = resultOf(await requestPasswordResetFlow(form({ email: "ghost@example.com" }), freshHeaders()));
    expect(known).toEqual({ ok: true, message: "If an account exists for that email, we have sent a link to reset the password." });
    expect(unknown).toEqual(known);
    await waitForAuthBackgroundTasks();

    const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(mails.map((m) => decryptField(m.toAddress))).toEqual(["member@example.com"]);
    const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0].textBody)?.[1];
    expect(token, mails[0].textBody).toBeTruthy();
    expect(mails[0].textBody).toContain(`${SITE}/auth/reset-password?token=`);

    // Mismatched confirmation: a field error, the token is still good.
    const mismatch = resultOf(
      await resetPasswordFlow(form({ token: token!, password: "a brand new pass", confirmPassword: "different" }), freshHeaders()),
    );
    expect(mismatch).toMatchObject({ ok: false, fieldErrors: { confirmPassword: ["Passwords do not match."] } });

    expect(
      await resetPasswordFlow(form({ token: token!, password: "a brand new pass", confirmPassword: "a brand new pass" }), freshHeaders()),
    ).toEqual({ kind: "redirect", to: "/auth?mode=sign-in&reason=password-reset" });

    // Old password out, new one in; the token is spent.
    expect(resultOf(await signInFlow(form({ email: "member@example.com", password: PASSWORD }), freshHeaders()))).toMatchObject({
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
    expect(await signInFlow(form({ email: "member@example.com", password: "a brand new pass" }), freshHeaders())).toEqual({
      kind: "redirect",
      to: "/models",
    });
    expect(
      resultOf(
        await resetPasswordFlow(form({ token: token!, password: "another new pass", confirmPassword: "another new pass" }), freshHeaders()),
      ),
    ).toEqual({ ok: false, code: "INVALID_TOKEN", error: AUTH_MESSAGES.resetInvalidToken });
  });

  it("refuses a made-up token", async () => {
    expect(
      resultOf(await resetPasswordFlow(form({ token: "made-up-token", password: "12345678", confirmPassword: "12345678" }), freshHeaders())),
    ).toEqual({ ok: false, code: "INVALID_TOKEN", error: AUTH_MESSAGES.resetInvalidToken });
  });
});

describe("the HTTP route /api/auth/[...all]", () => {
  const { POST, GET } = createAuthRouteHandlers();
  const post = (path: string, body: unknown, headers: Headers) =>
    POST(
      new Request(`${SITE}/api/auth${path}`, {
        method: "POST",
        headers: (() => {
          headers.set("content-type", "application/json");
          return headers;
        })(),
        body: JSON.stringify(body),
      }),
    );

  it("normalises endpoint spellings before matching", () => {
    expect(authEndpointOf(`${SITE}/api/auth/sign-in/email`)).toBe("/sign-in/email");
    expect(authEndpointOf(`${SITE}/api/auth//Sign-In/email/`)).toBe("/sign-in/email");
    expect(authEndpointOf(`${SITE}/api/auth/sign-in%2Femail`)).toBe("/sign-in/email");
  });

  it("answers 429 with Retry-After and a JSON code once the limit is reached", async () => {
    pinClockMidWindow();
    const h = freshHeaders();
    for (let i = 0; i < 5; i++) {
      const response = await post("/sign-in/email", { email: "member@example.com", password: "wrong" }, h);
      expect(response.status).toBe(401);
    }
    const limited = await post("/sign-in/email", { email: "member@example.com", password: "wrong" }, h);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ code: "RATE_LIMITED", message: expect.stringMatching(/^Too many attempts/) });
  });

  it("counts failed sign-ins against the account", async () => {
    const before = await db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, "auth:fail:%"));
    const total = (rows: Array<{ count: number }>) => rows.reduce((n, r) => n + r.count, 0);
    await post("/sign-in/email", { email: "nobody-here@example.com", password: "wrong" }, freshHeaders());
    const after = await db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, "auth:fail:%"));
    expect(total(after)).toBe(total(before) + 1);
  });

  it("limits sign-up, reset requests and resets by the same policy", async () => {
    pinClockMidWindow();
    const h = freshHeaders();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post("/request-password-reset", { email: "someone@example.com" }, h)).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("signs an approved user in over HTTP with a secure-by-default cookie", async () => {
    const response = await post("/sign-in/email", { email: "member@example.com", password: "a brand new pass" }, freshHeaders());
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("velvet.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // SITE_URL is http here; with https the cookie is __Secure- and Secure.
    const session = await GET(new Request(`${SITE}/api/auth/get-session`, { headers: { cookie: cookie!.split(";")[0] } }));
    expect((await session.json()).user.email).toBe("member@example.com");
  });

  it("refuses a pending account over HTTP with its code", async () => {
    const response = await post("/sign-in/email", { email: "waiting@example.com", password: PASSWORD }, freshHeaders());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "ACCOUNT_PENDING", message: AUTH_MESSAGES.pending });
  });
});

describe("POST /auth/sign-out", () => {
  async function signedInCookie(): Promise<string> {
    const auth = await getAuth();
    const { headers } = await auth.api.signInEmail({
      body: { email: "member@example.com", password: "a brand new pass" },
      headers: new Headers(),
      returnHeaders: true,
    });
    return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }
  const sessionRows = async () => (await db.select({ id: sessions.id }).from(sessions)).length;

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["an opaque origin", { origin: "null" }],
    ["a cross-site fetch without Origin", { "sec-fetch-site": "cross-site" }],
  ])("refuses %s with 403 and keeps the session", async (_label, extra) => {
    const cookie = await signedInCookie();
    const before = await sessionRows();
    const response = await handleSignOut(
      new Request(`${SITE}/auth/sign-out`, { method: "POST", headers: { cookie, ...(extra as Record<string, string>) } }),
    );
    expect(response.status).toBe(403);
    expect(await sessionRows()).toBe(before);
  });

  it("ends the session, clears the cookie and sends the browser home (303)", async () => {
    const cookie = await signedInCookie();
    const before = await sessionRows();
    const response = await handleSignOut(new Request(`${SITE}/auth/sign-out`, { method: "POST", headers: { cookie, origin: SITE } }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const setCookies = response.headers.getSetCookie();
    // One clearing header per cookie, with Expires (Next drops Max-Age=0 when it re-parses them).
    for (const name of ["velvet.session_token", "velvet.session_data", "velvet.dont_remember"]) {
      const headers = setCookies.filter((c) => c.startsWith(`${name}=`));
      expect(headers).toHaveLength(1);
      expect(headers[0]).toMatch(/^[^=]+=; Path=\/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    }
    expect(await sessionRows()).toBe(before - 1);
  });

  it("sends an admin back to /auth when the form says from=admin", async () => {
    const cookie = await signedInCookie();
    const body = new URLSearchParams({ from: "admin" });
    const response = await handleSignOut(
      new Request(`${SITE}/auth/sign-out`, {
        method: "POST",
        headers: { cookie, origin: SITE, "content-type": "application/x-www-form-urlencoded" },
        body,
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/auth?reason=signed-out");
  });

  it("same-origin rule", () => {
    const req = (headers: Record<string, string>) => new Request(`${SITE}/auth/sign-out`, { method: "POST", headers });
    expect(isSameOriginRequest(req({ origin: SITE }).headers, SITE)).toBe(true);
    expect(isSameOriginRequest(req({ origin: "https://shop.example", host: "shop.example" }).headers, SITE)).toBe(true);
    expect(isSameOriginRequest(req({ origin: "https://evil.example", host: "shop.example" }).headers, SITE)).toBe(false);
    expect(isSameOriginRequest(req({ origin: "null" }).headers, SITE)).toBe(false);
    expect(isSameOriginRequest(req({ "sec-fetch-site": "same-origin", cookie: "a=b" }).headers, SITE)).toBe(true);
    expect(isSameOriginRequest(req({ referer: `${SITE}/models`, cookie: "a=b" }).headers, SITE)).toBe(true);
    expect(isSameOriginRequest(req({ cookie: "a=b" }).headers, SITE)).toBe(false);
    expect(isSameOriginRequest(req({}).headers, SITE)).toBe(true);
  });
});
