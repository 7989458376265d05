/**
 * The account page's flows on a private database, through better-auth's
 * real sessions: a password change ends the other sessions and keeps this
 * one; sign out everywhere ends them all; staff land on the back office.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, sessions, users } from "@/db/schema";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { createAccount } from "@/features/auth/accounts";
import { getAuth, setAuthForTests } from "@/features/auth/auth";
import { signInFlow } from "@/features/auth/flows";
import { changePasswordFlow, deleteOwnAccountFlow, signOutEverywhereFlow } from "./flows";

const { db } = await useTestDatabase();
const PASSWORD = "correct horse battery";
const SITE = "http://localhost:3000";

let ipCounter = 0;
const ip = () => `203.0.113.${++ipCounter}`;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** Signs in through better-auth and returns request headers carrying that session's cookie. */
async function signIn(email: string, password = PASSWORD): Promise<Headers> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true, headers: new Headers({ "x-forwarded-for": ip() }) });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return new Headers({ cookie, origin: SITE, "x-forwarded-for": ip() });
}

const sessionCount = async (userId: string) => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

let memberId: string;
beforeAll(async () => {
  setAuthForTests(null);
  ({ id: memberId } = await createAccount({ email: "member@example.com", name: "Member", password: PASSWORD, role: "user", status: "approved" }));
  await createAccount({ email: "team@example.com", name: "Team", password: PASSWORD, role: "team", status: "approved" });
  await createAccount({ email: "boss@example.com", name: "Boss", password: PASSWORD, role: "admin", status: "approved" });
});

beforeEach(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  await db.delete(sessions);
});

describe("changePasswordFlow", () => {
  it("changes the password, ends the other sessions and keeps this browser signed in", async () => {
    const phone = await signIn("member@example.com");
    const laptop = await signIn("member@example.com");
    expect(await sessionCount(memberId)).toBe(2);

    const result = await changePasswordFlow(form({ currentPassword: PASSWORD, newPassword: "a new long password", confirmPassword: "a new long password" }), laptop);
    expect(result).toEqual({ ok: true, message: "Your password has been changed. Every other device has been signed out." });
    // The phone's session is gone; the laptop got a fresh one.
    const auth = await getAuth();
    expect(await auth.api.getSession({ headers: phone })).toBeNull();
    expect(await sessionCount(memberId)).toBe(1);
    // The new password signs in, the old one does not.
    await expect(signIn("member@example.com", "a new long password")).resolves.toBeInstanceOf(Headers);
    await expect(auth.api.signInEmail({ body: { email: "member@example.com", password: PASSWORD } })).rejects.toThrow();
    // Back to the first password for the other tests.
    const again = await signIn("member@example.com", "a new long password");
    expect(await changePasswordFlow(form({ currentPassword: "a new long password", newPassword: PASSWORD, confirmPassword: PASSWORD }), again)).toMatchObject({ ok: true });
  });

  it("refuses a wrong current password under the field, a mismatch and a too-short one, changing nothing", async () => {
    const browser = await signIn("member@example.com");
    expect(await changePasswordFlow(form({ currentPassword: "not it at all", newPassword: "another password", confirmPassword: "another password" }), browser)).toEqual({
      ok: false,
      error: "Please check the highlighted fields.",
      fieldErrors: { currentPassword: ["That is not your current password."] },
    });
    expect(await changePasswordFlow(form({ currentPassword: PASSWORD, newPassword: "another password", confirmPassword: "other password" }), browser)).toMatchObject({
      fieldErrors: { confirmPassword: ["Passwords do not match."] },
    });
    expect(await changePasswordFlow(form({ currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" }), browser)).toMatchObject({
      fieldErrors: { newPassword: ["Password must be at least 8 characters."] },
    });
    await expect(signIn("member@example.com")).resolves.toBeInstanceOf(Headers);
  });

  it("answers a signed-out request without changing anything", async () => {
    expect(await changePasswordFlow(form({ currentPassword: PASSWORD, newPassword: "x".repeat(10), confirmPassword: "x".repeat(10) }), new Headers())).toEqual({
      ok: false,
      error: "Your session has ended. Please sign in again.",
    });
  });
});

describe("signOutEverywhereFlow", () => {
  it("ends every session of the account, this one included", async () => {
    const phone = await signIn("member@example.com");
    const laptop = await signIn("member@example.com");
    await signOutEverywhereFlow(laptop);
    expect(await sessionCount(memberId)).toBe(0);
    const auth = await getAuth();
    expect(await auth.api.getSession({ headers: phone })).toBeNull();
  });
});

describe("where sign-in lands", () => {
  it("sends staff to the back office and members to the directory, unless a page was asked for", async () => {
    const land = async (email: string, next = "") => signInFlow(form({ email, password: PASSWORD, next }), new Headers({ "x-forwarded-for": ip() }));
    expect(await land("boss@example.com")).toEqual({ kind: "redirect", to: "/admin" });
    expect(await land("team@example.com")).toEqual({ kind: "redirect", to: "/admin" });
    expect(await land("member@example.com")).toEqual({ kind: "redirect", to: "/models" });
    expect(await land("boss@example.com", "/models/7")).toEqual({ kind: "redirect", to: "/models/7" });
  });
});

describe("deleteOwnAccountFlow", () => {
  const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  it("needs the password and the tick; a wrong password counts as a failed attempt and changes nothing", async () => {
    const { id } = await createAccount({ email: "leaving@example.com", name: "Leaving", password: PASSWORD, role: "user", status: "approved" });
    const browser = await signIn("leaving@example.com");
    expect(await deleteOwnAccountFlow(form({ password: PASSWORD }), browser)).toMatchObject({
      ok: false,
      fieldErrors: { confirm: ["Tick the box to confirm that the account should be deleted."] },
    });
    expect(await deleteOwnAccountFlow(form({ password: "not my password", confirm: "yes" }), browser)).toEqual({
      ok: false,
      error: "Please check the highlighted fields.",
      fieldErrors: { password: ["That is not your password."] },
    });
    expect(await userByEmail("leaving@example.com")).toBeTruthy();
    expect(await sessionCount(id)).toBe(1);
    await db.delete(users).where(eq(users.id, id));
  });

  it("deletes the account and ends every session of it at once; the audit keeps an anonymised row", async () => {
    const { id } = await createAccount({ email: "gone@example.com", name: "Gone Soon", password: PASSWORD, role: "user", status: "approved" });
    const phone = await signIn("gone@example.com");
    const laptop = await signIn("gone@example.com");
    await db.delete(auditLog);
    expect(await deleteOwnAccountFlow(form({ password: PASSWORD, confirm: "yes" }), laptop)).toEqual({ ok: true, deleted: true });
    expect(await userByEmail("gone@example.com")).toBeUndefined();
    expect(await sessionCount(id)).toBe(0);
    const auth = await getAuth();
    expect(await auth.api.getSession({ headers: phone })).toBeNull();
    const audit = await db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "account.delete_self", entityType: "user", entityId: null, actorId: null, actorEmail: null, newValues: null });
    expect(JSON.stringify(audit[0])).not.toMatch(/gone@example\.com|Gone Soon|${id}/);
    await expect(auth.api.signInEmail({ body: { email: "gone@example.com", password: PASSWORD } })).rejects.toThrow();
  });

  it("refuses the only administrator, who must hand the role on first", async () => {
    const boss = await signIn("boss@example.com");
    expect(await deleteOwnAccountFlow(form({ password: PASSWORD, confirm: "yes" }), boss)).toEqual({
      ok: false,
      error: "You are the only administrator. Make another account an administrator before deleting yours.",
    });
    expect(await userByEmail("boss@example.com")).toBeTruthy();
  });
});
