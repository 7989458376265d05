/**
 * Two-factor sign-in on a private database through better-auth's real
 * plugin: set-up from the account page, sign-in with a code and with a
 * recovery code (each works once), wrong codes, turning it off, and the
 * requirement for admins. Codes are computed from the key shown at set-up,
 * as an authenticator app would.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, sessions, siteSettings, twoFactors, users } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { currentCode, wrongCode } from "../../../../tests/support/totp";
import { createAccount } from "../accounts";
import { getAuth, setAuthForTests } from "../auth";
import { signInFlow } from "../flows";
import {
  confirmTwoFactorSetupFlow,
  renewRecoveryCodesFlow,
  startTwoFactorSetupFlow,
  turnOffTwoFactorFlow,
  TWO_FACTOR_MESSAGES,
  verifySignInCodeFlow,
} from "./flows";
import { needsTwoFactorSetUp } from "./requirement";

const { db } = await useTestDatabase();
const PASSWORD = "correct horse battery";
const SITE = "http://localhost:3000";

let ipCounter = 0;
const ip = () => `198.51.100.${++ipCounter}`;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** The password step of a sign-in, as a browser makes it: the cookies it gets back. */
async function passwordStep(email: string): Promise<{ body: Record<string, unknown>; headers: Headers }> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true, headers: new Headers({ "x-forwarded-for": ip() }) });
  return { body: (await response.json()) as Record<string, unknown>, headers: new Headers({ cookie: cookiesOf(response), origin: SITE, "x-forwarded-for": ip() }) };
}

const sessionsOf = async (userId: string) => db.select().from(sessions).where(eq(sessions.userId, userId));

/** Sets up two-factor for a signed-in account and returns the key and the recovery codes. */
async function enrol(email: string): Promise<{ key: string; recoveryCodes: string[] }> {
  const { headers } = await passwordStep(email);
  const started = await startTwoFactorSetupFlow(form({ password: PASSWORD }), headers);
  expect(started).toMatchObject({ ok: true });
  const { secret, recoveryCodes } = started.setup!;
  expect(await confirmTwoFactorSetupFlow(form({ code: await currentCode(secret) }), headers)).toEqual({ ok: true, message: TWO_FACTOR_MESSAGES.enabled });
  return { key: secret, recoveryCodes };
}

let teamId: string;
beforeAll(async () => {
  setAuthForTests(null);
  await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();
  ({ id: teamId } = await createAccount({ email: "team@example.com", name: "Team", password: PASSWORD, role: "team", status: "approved" }));
});

beforeEach(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  await db.update(siteSettings).set({ requireAdminTwoFactor: false });
});

describe("setting up", () => {
  it("asks for the password, shows a QR code, the key and ten recovery codes, and turns on only with a right code from the app", async () => {
    const { headers } = await passwordStep("team@example.com");
    expect(await startTwoFactorSetupFlow(form({ password: "not my password" }), headers)).toMatchObject({
      ok: false,
      fieldErrors: { password: [TWO_FACTOR_MESSAGES.wrongPassword] },
    });
    const started = await startTwoFactorSetupFlow(form({ password: PASSWORD }), headers);
    expect(started.ok).toBe(true);
    const setup = started.setup!;
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(setup.recoveryCodes).toHaveLength(10);
    // Stored encrypted: neither the key nor a recovery code is in the row as typed.
    const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, teamId));
    expect(row.verified).toBe(false);
    expect(row.backupCodes).not.toContain(setup.recoveryCodes[0]);
    expect((await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, teamId)))[0].on).toBe(false);

    expect(await confirmTwoFactorSetupFlow(form({ code: "12345" }), headers)).toMatchObject({ fieldErrors: { code: [TWO_FACTOR_MESSAGES.codeFormat] } });
    expect(await confirmTwoFactorSetupFlow(form({ code: await wrongCode(setup.secret) }), headers)).toMatchObject({ fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } });
    expect(await confirmTwoFactorSetupFlow(form({ code: await currentCode(setup.secret) }), headers)).toEqual({ ok: true, message: TWO_FACTOR_MESSAGES.enabled });
    expect((await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, teamId)))[0].on).toBe(true);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "user.two_factor_enable"));
    expect(audit.map((entry) => entry.entityId)).toContain(teamId);
    await db.delete(twoFactors);
    await db.update(users).set({ twoFactorEnabled: false });
  });
});

describe("signing in", () => {
  it("asks for a code after the password; the right code opens a session, a wrong one does not", async () => {
    const { id } = await createAccount({ email: "codes@example.com", name: "Codes", password: PASSWORD, role: "admin", status: "approved" });
    const { key } = await enrol("codes@example.com");
    await db.delete(sessions).where(eq(sessions.userId, id));

    const outcome = await signInFlow(form({ email: "codes@example.com", password: PASSWORD }), new Headers({ "x-forwarded-for": ip() }));
    expect(outcome).toEqual({ kind: "redirect", to: "/auth/two-factor" });
    // The password alone leaves no session behind, and is not recorded as an admin sign-in.
    expect(await sessionsOf(id)).toHaveLength(0);
    const adminSignIns = async () => (await db.select().from(auditLog).where(eq(auditLog.action, "log_admin_login"))).filter((row) => row.actorId === id);
    // One: the sign-in made to set it up (turning it on swaps the session, which is not a sign-in).
    expect(await adminSignIns()).toHaveLength(1);

    const challenge = await passwordStep("codes@example.com");
    expect(challenge.body).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionsOf(id)).toHaveLength(0);
    expect(await verifySignInCodeFlow(form({ code: await wrongCode(key) }), challenge.headers)).toEqual({
      kind: "result",
      result: { ok: false, error: "Please check the highlighted fields.", fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongCode] } },
    });
    expect(await sessionsOf(id)).toHaveLength(0);
    expect(await verifySignInCodeFlow(form({ code: await currentCode(key), next: "/admin/users/list" }), challenge.headers)).toEqual({
      kind: "redirect",
      to: "/admin/users/list",
    });
    expect(await sessionsOf(id)).toHaveLength(1);
    expect(await adminSignIns()).toHaveLength(2);
  });

  it("takes a recovery code once, and ends a challenge after five wrong codes", async () => {
    const { id } = await createAccount({ email: "lost-phone@example.com", name: "Lost", password: PASSWORD, role: "team", status: "approved" });
    const { key, recoveryCodes } = await enrol("lost-phone@example.com");
    await db.delete(sessions).where(eq(sessions.userId, id));

    const first = await passwordStep("lost-phone@example.com");
    expect(await verifySignInCodeFlow(form({ method: "recovery", code: recoveryCodes[0] }), first.headers)).toEqual({ kind: "redirect", to: "/admin" });
    const second = await passwordStep("lost-phone@example.com");
    expect(await verifySignInCodeFlow(form({ method: "recovery", code: recoveryCodes[0] }), second.headers)).toMatchObject({
      result: { fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongRecoveryCode] } },
    });
    expect(await verifySignInCodeFlow(form({ method: "recovery", code: recoveryCodes[1] }), second.headers)).toEqual({ kind: "redirect", to: "/admin" });

    const third = await passwordStep("lost-phone@example.com");
    for (let attempt = 0; attempt < 5; attempt++) await verifySignInCodeFlow(form({ code: await wrongCode(key) }), third.headers);
    expect(await verifySignInCodeFlow(form({ code: await currentCode(key) }), third.headers)).toMatchObject({
      result: { ok: false, error: TWO_FACTOR_MESSAGES.challengeExpired },
    });
  });

  it("refuses a code without a password step first", async () => {
    expect(await verifySignInCodeFlow(form({ code: "123456" }), new Headers({ origin: SITE, "x-forwarded-for": ip() }))).toMatchObject({
      result: { ok: false, error: TWO_FACTOR_MESSAGES.challengeExpired },
    });
  });
});

describe("recovery codes and turning off", () => {
  it("makes new recovery codes (the old stop working) and turns off with the password", async () => {
    const { id } = await createAccount({ email: "manage@example.com", name: "Manage", password: PASSWORD, role: "team", status: "approved" });
    const { key, recoveryCodes } = await enrol("manage@example.com");
    const challenge = await passwordStep("manage@example.com");
    expect(await verifySignInCodeFlow(form({ code: await currentCode(key) }), challenge.headers)).toMatchObject({ kind: "redirect" });
    const signedIn = await passwordStepAfterCode("manage@example.com", key);

    const renewed = await renewRecoveryCodesFlow(form({ password: PASSWORD }), signedIn);
    expect(renewed).toMatchObject({ ok: true, message: TWO_FACTOR_MESSAGES.codesRenewed });
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[2]);
    const old = await passwordStep("manage@example.com");
    expect(await verifySignInCodeFlow(form({ method: "recovery", code: recoveryCodes[2] }), old.headers)).toMatchObject({
      result: { fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongRecoveryCode] } },
    });

    expect(await turnOffTwoFactorFlow(form({ password: "wrong one" }), signedIn)).toMatchObject({ fieldErrors: { password: [TWO_FACTOR_MESSAGES.wrongPassword] } });
    expect(await turnOffTwoFactorFlow(form({ password: PASSWORD }), signedIn)).toEqual({ ok: true, message: TWO_FACTOR_MESSAGES.disabled });
    expect((await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id)))[0].on).toBe(false);
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toHaveLength(0);
    // A password alone signs in again.
    expect((await passwordStep("manage@example.com")).body).toMatchObject({ user: { email: "manage@example.com" } });
  });
});

describe("required for admins", () => {
  it("sends an admin without it to set it up, keeps it on for an admin who has it, and leaves other roles alone", async () => {
    const { id } = await createAccount({ email: "boss@example.com", name: "Boss", password: PASSWORD, role: "admin", status: "approved" });
    const admin = { role: "admin" as const, twoFactorEnabled: false };
    expect(await needsTwoFactorSetUp(admin)).toBe(false);
    await db.update(siteSettings).set({ requireAdminTwoFactor: true });
    expect(await needsTwoFactorSetUp(admin)).toBe(true);
    expect(await needsTwoFactorSetUp({ role: "team", twoFactorEnabled: false })).toBe(false);
    expect(await needsTwoFactorSetUp({ role: "admin", twoFactorEnabled: true })).toBe(false);

    const { key } = await enrol("boss@example.com");
    const signedIn = await passwordStepAfterCode("boss@example.com", key);
    expect(await turnOffTwoFactorFlow(form({ password: PASSWORD }), signedIn)).toEqual({ ok: false, error: TWO_FACTOR_MESSAGES.requiredForAdmins });
    expect((await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id)))[0].on).toBe(true);
  });
});

/** A full sign-in (password, then the code): headers carrying the session. */
async function passwordStepAfterCode(email: string, key: string): Promise<Headers> {
  const challenge = await passwordStep(email);
  const auth = await getAuth();
  const response = await auth.api.verifyTOTP({ body: { code: await currentCode(key) }, headers: challenge.headers, asResponse: true });
  expect(response.status).toBe(200);
  return new Headers({ cookie: cookiesOf(response), origin: SITE, "x-forwarded-for": ip() });
}
