/**
 * The session cookie the end-to-end fixtures write must be the very cookie
 * better-auth's own sign-in sets: same name, same signed value.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { createAccount } from "./accounts";
import { getAuth, setAuthForTests } from "./auth";
import { openSessionCookie, signSessionToken } from "./session-cookie";
import { readSessionUser } from "./session-user";

await useTestDatabase();
const PASSWORD = "correct horse battery";

beforeAll(() => {
  setAuthForTests(null);
});

/** The session cookie of a real sign-in through better-auth, as name and raw value. */
async function signInCookie(email: string): Promise<{ name: string; value: string }> {
  const auth = await getAuth();
  const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: new Headers(), returnHeaders: true });
  const sessionCookie = headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
  if (!sessionCookie) throw new Error("sign-in set no session cookie");
  const [pair] = sessionCookie.split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

describe("signSessionToken", () => {
  it("gives exactly the value better-auth's sign-in sets for the same token", async () => {
    await createAccount({ email: "signer@example.com", name: "S", password: PASSWORD, role: "user", status: "approved" });
    const real = await signInCookie("signer@example.com");
    const token = decodeURIComponent(real.value).split(".")[0];
    const ctx = await (await getAuth()).$context;
    expect(await signSessionToken(token, ctx.secret)).toBe(real.value);
    // Another secret signs differently: the value really is the signature.
    expect(await signSessionToken(token, "x".repeat(40))).not.toBe(real.value);
  });
});

describe("openSessionCookie", () => {
  it("opens a session that better-auth reads back as the user, under the sign-in cookie's name", async () => {
    const { id } = await createAccount({ email: "opened@example.com", name: "O", password: PASSWORD, role: "team", status: "approved" });
    const real = await signInCookie("opened@example.com");
    const cookie = await openSessionCookie(id);
    expect(cookie).toMatchObject({ name: real.name, path: "/", httpOnly: true, secure: false, sameSite: "Lax" });
    expect(cookie.expires * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    const user = await readSessionUser(new Headers({ cookie: `${cookie.name}=${cookie.value}` }));
    expect(user).toMatchObject({ id, email: "opened@example.com", role: "team" });
    // A tampered value is no session.
    const forged = cookie.value.replace(/^./, (c) => (c === "a" ? "b" : "a"));
    expect(await readSessionUser(new Headers({ cookie: `${cookie.name}=${forged}` }))).toBeNull();
  });

  it("goes through the approval gate like a sign-in", async () => {
    const { id } = await createAccount({ email: "waiting@example.com", name: "W", password: PASSWORD, role: "user", status: "pending" });
    await expect(openSessionCookie(id)).rejects.toThrow(/approval/i);
  });
});
