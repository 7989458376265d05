/**
 * better-auth's HTTP API as the site serves it: only the endpoints clients use
 * are open, and control characters or bodies the site's forms would refuse
 * get 400 before better-auth sees them (./request-guard.ts).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { createAccount } from "@/features/auth/accounts";
import { getAuth, setAuthForTests } from "@/features/auth/auth";
import { useTestDatabase } from "../../../../../tests/setup/test-db";
import { GET, PATCH, POST } from "./route";

const handle = await useTestDatabase();
const SITE = "http://localhost:3000";
const PASSWORD = "correct horse battery";

let ipCounter = 0;
/** A distinct client address per request, so the sign-in rate limit stays out of these tests. */
function headers(extra: Record<string, string> = {}): Record<string, string> {
  ipCounter += 1;
  return { "content-type": "application/json", origin: SITE, "x-forwarded-for": `203.0.113.${ipCounter}`, ...extra };
}

function post(path: string, body: unknown, extra: Record<string, string> = {}) {
  return POST(new Request(`${SITE}/api/auth${path}`, { method: "POST", headers: headers(extra), body: typeof body === "string" ? body : JSON.stringify(body) }));
}

async function signedInCookie(): Promise<string> {
  const auth = await getAuth();
  const { headers: set } = await auth.api.signInEmail({ body: { email: "member@example.com", password: PASSWORD }, headers: new Headers(), returnHeaders: true });
  return set.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

beforeAll(async () => {
  setAuthForTests(null);
  await createAccount({ email: "member@example.com", name: "Member", password: PASSWORD, role: "user", status: "approved" });
});

describe("closed endpoints", () => {
  it("the profile update (/update-user) is closed: 404, and neither name nor role changes", async () => {
    const cookie = await signedInCookie();
    for (const body of [{ name: "Evil\u0000" }, { name: "Renamed", role: "admin", status: "approved", approved: true }]) {
      expect((await post("/update-user", body, { cookie })).status).toBe(404);
    }
    const [row] = await handle.db.select({ name: users.name, role: users.role }).from(users).where(eq(users.email, "member@example.com"));
    expect(row).toEqual({ name: "Member", role: "user" });
  });

  it.each(["/change-password", "/verify-password", "/list-sessions", "/revoke-sessions", "/list-accounts", "/ok", "/Update-User/", "/update%2Duser"])(
    "%s: 404",
    async (path) => {
      const cookie = await signedInCookie();
      const response = await post(path, {}, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
    },
  );

  it("an open endpoint asked with the wrong method: 405 with Allow", async () => {
    const wrong = await GET(new Request(`${SITE}/api/auth/sign-in/email`));
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    expect((await PATCH(new Request(`${SITE}/api/auth/get-session`, { method: "PATCH" }))).status).toBe(405);
  });
});

describe("control characters and the form rules: 400, never a 500 or an account", () => {
  it.each([
    ["/sign-in/email", { email: "member\u0000@example.com", password: PASSWORD }],
    ["/sign-in/email", { email: "member@example.com", password: `${PASSWORD}\u0000` }],
    ["/sign-in/email", { email: "member@example.com", password: PASSWORD, callbackURL: "/models\u0000" }],
    ["/sign-up/email", { email: "nul-name@example.com", name: "Ann\u0000", password: PASSWORD }],
    ["/sign-up/email", { email: "rlo-name@example.com", name: "Ann\u202Egnp.exe", password: PASSWORD }],
    ["/sign-up/email", { email: "nul-pass@example.com", name: "Ann", password: `${PASSWORD}\u0000` }],
    ["/sign-up/email", { email: "tab-pass@example.com", name: "Ann", password: `${PASSWORD}\t` }],
    ["/sign-up/email", { email: "cb@example.com", name: "Ann", password: PASSWORD, callbackURL: "/\u0000" }],
    ["/sign-up/email", { email: "long-name@example.com", name: "a".repeat(101), password: PASSWORD }],
    ["/sign-up/email", { email: "blank-name@example.com", name: "   ", password: PASSWORD }],
    ["/sign-up/email", { email: "short@example.com", name: "Ann", password: "short" }],
    ["/sign-up/email", { email: "key@example.com", name: "Ann", password: PASSWORD, "x\u0000": 1 }],
    ["/request-password-reset", { email: "member@example.com\u0000" }],
    ["/request-password-reset", { email: "member@example.com", redirectTo: "/auth\u0007" }],
    ["/reset-password", { token: "abc", newPassword: `${PASSWORD}\u0000` }],
    ["/reset-password", { token: "abc\u0000", newPassword: PASSWORD }],
  ])("%s %j", async (path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("INVALID_INPUT");
  });

  it("control characters in a query string: 400", async () => {
    for (const query of ["?callbackURL=%00", "?disableCookieCache=%01", "?a%00=1"]) {
      const response = await GET(new Request(`${SITE}/api/auth/get-session${query}`));
      expect(response.status, query).toBe(400);
    }
  });

  it("a body that is not a JSON object: 400", async () => {
    for (const body of ["{broken", "[]", '"text"', "null"]) {
      const response = await post("/sign-in/email", body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).code).toBe("INVALID_BODY");
    }
  });

  it("none of the refused sign-ups made an account", async () => {
    const rows = await handle.db.select({ email: users.email }).from(users);
    expect(rows.map((r) => r.email)).toEqual(["member@example.com"]);
  });
});

describe("the open endpoints still work", () => {
  it("sign-up: a pending user whatever role or status the body claims (mass assignment)", async () => {
    const response = await post("/sign-up/email", { email: "new@example.com", name: "New Person", password: PASSWORD, role: "admin", status: "approved", approved: true });
    expect(response.status).toBe(200);
    const [row] = await handle.db.select({ role: users.role, status: users.status }).from(users).where(eq(users.email, "new@example.com"));
    expect(row).toEqual({ role: "user", status: "pending" });
  });

  it("sign-in and get-session", async () => {
    const response = await post("/sign-in/email", { email: "member@example.com", password: PASSWORD });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const session = await GET(new Request(`${SITE}/api/auth/get-session`, { headers: { cookie } }));
    expect((await session.json()).user.email).toBe("member@example.com");
  });
});
