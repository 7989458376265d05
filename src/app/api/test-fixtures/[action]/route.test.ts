/**
 * The end-to-end fixtures route: absent (404) unless switched on with a long
 * token and called with it; when on, it makes signed-in fixture users whose
 * cookie better-auth accepts, and removes only fixture users.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../../../tests/setup/test-db";
import { users } from "@/db/schema";
import { createAccount } from "@/features/auth/accounts";
import { setAuthForTests } from "@/features/auth/auth";
import { readSessionUser } from "@/features/auth/session-user";
import { loadViewerGrants } from "@/features/access/queries";
import { FIXTURE_EMAIL_DOMAIN } from "./fixture-users";
import { forgetEnvForTests } from "@/lib/env";
import { POST } from "./route";

const { db } = await useTestDatabase();
const TOKEN = "t".repeat(40);

beforeAll(() => {
  setAuthForTests(null);
});

afterEach(() => {
  vi.unstubAllEnvs();
  forgetEnvForTests();
});

function switchOn(token = TOKEN) {
  vi.stubEnv("VELVET_TEST_FIXTURES", "1");
  vi.stubEnv("VELVET_TEST_FIXTURES_TOKEN", token);
}

async function call(action: string, body: unknown = {}, token: string | null = TOKEN) {
  // The app reads its environment once; each call here sees what the test stubbed.
  forgetEnvForTests();
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token !== null) headers["x-fixtures-token"] = token;
  const response = await POST(new Request(`http://test/api/test-fixtures/${action}`, { method: "POST", headers, body: JSON.stringify(body) }), {
    params: Promise.resolve({ action }),
  });
  return { status: response.status, body: response.status === 200 ? await response.json() : await response.text() };
}

async function signedInUser(cookie: { name: string; value: string }) {
  return readSessionUser(new Headers({ cookie: `${cookie.name}=${cookie.value}` }));
}

describe("when not switched on", () => {
  it.each([
    ["no flag, right token", () => vi.stubEnv("VELVET_TEST_FIXTURES_TOKEN", TOKEN), TOKEN],
    ["flag 0", () => (switchOn(), vi.stubEnv("VELVET_TEST_FIXTURES", "0")), TOKEN],
    ["a token under 32 characters", () => switchOn("s".repeat(31)), "s".repeat(31)],
    ["the wrong token", () => switchOn(), "u".repeat(40)],
    ["no token header", () => switchOn(), null],
    ["an empty token header", () => switchOn(), ""],
  ])("answers 404 with %s, and creates nobody", async (_case, setUp, token) => {
    setUp();
    const before = await db.select({ id: users.id }).from(users);
    for (const action of ["sign-in", "models", "read", "set-user-status", "delete-users", "set-password", "clear-rate-limits", "expire-user", "restore-model"]) {
      expect((await call(action, { kind: "admin", table: "faqs", ids: [] }, token)).status, action).toBe(404);
    }
    expect(await db.select({ id: users.id }).from(users)).toEqual(before);
  });

  it("answers 404 to an unknown action, even with the token", async () => {
    switchOn();
    expect((await call("drop-everything")).status).toBe(404);
    expect((await call("__proto__")).status).toBe(404);
  });
});

describe("sign-in", () => {
  it.each([
    ["member", "user", false],
    ["subscriber", "member", true],
    ["team", "team", false],
    ["admin", "admin", false],
  ] as const)("makes a fresh approved %s (role %s, subscription %s) with a session better-auth accepts", async (kind, role, subscribed) => {
    switchOn();
    const first = await call("sign-in", { kind });
    const second = await call("sign-in", { kind });
    expect(first.status).toBe(200);
    const { user, cookie } = first.body as { user: { id: string; email: string; role: string }; cookie: { name: string; value: string } };
    expect(user.email.endsWith(`@${FIXTURE_EMAIL_DOMAIN}`)).toBe(true);
    expect((second.body as { user: { email: string } }).user.email).not.toBe(user.email);
    expect(cookie.name).toBe("velvet.session_token");
    expect(await signedInUser(cookie)).toMatchObject({ id: user.id, role, status: "approved" });
    expect((await loadViewerGrants(user.id, role)).hasActiveSubscription).toBe(subscribed);
  });

  it("opens a second session for a fixture user, and for no one else", async () => {
    switchOn();
    const { body } = await call("sign-in", { kind: "team" });
    const { user } = body as { user: { id: string } };
    const again = await call("sign-in", { userId: user.id });
    expect(again.status).toBe(200);
    expect(await signedInUser((again.body as { cookie: { name: string; value: string } }).cookie)).toMatchObject({ id: user.id });

    const seeded = await createAccount({ email: "real@example.com", name: "Real", password: "correct horse", role: "admin", status: "approved" });
    expect((await call("sign-in", { userId: seeded.id })).status).toBe(404);
  });

  it("refuses an unknown kind", async () => {
    switchOn();
    expect((await call("sign-in", { kind: "superuser" })).status).toBe(400);
  });
});

describe("delete-users", () => {
  it("removes fixture users with their sessions, and never another account", async () => {
    switchOn();
    const { body } = await call("sign-in", { kind: "admin" });
    const { user, cookie } = body as { user: { id: string }; cookie: { name: string; value: string } };
    const other = await createAccount({ email: "keep@example.com", name: "Keep", password: "correct horse", role: "user", status: "approved" });
    expect((await call("delete-users", { ids: [user.id, other.id] })).body).toEqual({ deleted: 1 });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, other.id))).toHaveLength(1);
    expect(await signedInUser(cookie)).toBeNull();
  });
});

describe("read", () => {
  it("reads an allowed table, optionally by one column", async () => {
    switchOn();
    const { body } = await call("read", { table: "site_content" });
    expect(Array.isArray(body)).toBe(true);
    expect((await call("read", { table: "audit_log", where: { column: "actorEmail", value: "nobody@example.com" } })).body).toEqual([]);
  });

  it.each([["users"], ["accounts"], ["sessions"], ["toString"]])("refuses the %s table", async (table) => {
    switchOn();
    expect((await call("read", { table })).status).toBe(400);
  });

  it("refuses an unknown column", async () => {
    switchOn();
    expect((await call("read", { table: "faqs", where: { column: "password", value: "x" } })).status).toBe(400);
  });
});
