import { z } from "zod";
import { getDb } from "@/db";
import { writeAudit } from "@/features/audit/log";
import type { AuthActionResult } from "../action-types";
import { accountStatusPath } from "../account-status-page";
import { getAuth } from "../auth";
import { authErrorCode, formText, logFlowFailure } from "../flow-helpers";
import { landingAfterSignIn, type FlowOutcome } from "../flows";
import { AUTH_MESSAGES, rateLimitMessage } from "../messages";
import { checkSignInRateLimit, getClientIp, recordFailedSignIn } from "../rate-limit";
import { readSessionUser, type SessionUser } from "../session-user";
import { qrCodeDataUrl } from "./qr";
import { isTwoFactorRequiredForAdmins } from "./requirement";
import { cleanAppCode, groupedSecret, mayTurnOffTwoFactor, secretOfTotpUri } from "./rules";

/**
 * Two-factor sign-in (better-auth's two-factor plugin, reached only from
 * here: its HTTP routes are switched off in auth.ts). Independent of Next's
 * request APIs so they can be tested directly; actions.ts wraps them. Every
 * step that checks a password or a code counts against the sign-in limits.
 * Messages are en-GB, as the public site is.
 */

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeFormat: "The code is the 6 digits your authenticator app shows.",
  recoveryRequired: "Enter one of your recovery codes.",
  wrongCode: "That code is not right. Check the time on your phone and try the newest code.",
  wrongRecoveryCode: "That recovery code is not right, or it has been used already.",
  challengeExpired: "This sign-in has timed out or had too many wrong codes. Please sign in again.",
  locked: "Too many wrong codes for this account. Please wait a few minutes and try again.",
  passwordRequired: "Enter your password.",
  wrongPassword: "That is not your password.",
  setupStarted: "Scan the code with your authenticator app, keep your recovery codes safe, then enter the code the app shows.",
  enabled: "Two-factor sign-in is on. From now on you will be asked for a code after your password.",
  alreadyOn: "Two-factor sign-in is already on for this account.",
  notStarted: "Start the set-up again: enter your password to get a new code.",
  codesRenewed: "New recovery codes are ready. The old ones no longer work.",
  disabled: "Two-factor sign-in is off for this account.",
  requiredForAdmins: "Two-factor sign-in is required for administrators, so it cannot be turned off.",
} as const;

export interface TwoFactorSetup {
  /** The QR code to scan (an SVG data URL). */
  qrCode: string;
  /** The same secret, grouped in fours, to type by hand. */
  secret: string;
  recoveryCodes: string[];
}

export type TwoFactorResult = AuthActionResult & { setup?: TwoFactorSetup; recoveryCodes?: string[] };


const logUnexpected = (where: string, error: unknown) => logFlowFailure("two-factor", where, error);

const appCodeSchema = z
  .string()
  .transform(cleanAppCode)
  .pipe(z.string().min(1, { error: TWO_FACTOR_MESSAGES.codeRequired }).regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.codeFormat }));
// raw-string: a recovery code, compared with the stored hashes.
const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, { error: TWO_FACTOR_MESSAGES.recoveryRequired })
  .max(64, { error: TWO_FACTOR_MESSAGES.wrongRecoveryCode });
// raw-string: a password: compared as typed, never stored or shown.
const passwordSchema = z.string().min(1, { error: TWO_FACTOR_MESSAGES.passwordRequired }).max(128, { error: TWO_FACTOR_MESSAGES.wrongPassword });

function fieldError(field: string, message: string): TwoFactorResult {
  return { ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: { [field]: [message] } };
}

async function limited(requestHeaders: Headers, email: string | null, action: "two-factor" | "password-check"): Promise<TwoFactorResult | null> {
  const limit = await checkSignInRateLimit({ ip: getClientIp(requestHeaders), email, action });
  return limit.allowed ? null : { ok: false, code: "RATE_LIMITED", error: rateLimitMessage(limit.retryAfterSeconds) };
}

// ---------------------------------------------------------------------------
// Signing in: the second step, after the password
// ---------------------------------------------------------------------------

/**
 * Checks the code from the app, or a recovery code (each works once), for
 * the sign-in the challenge cookie names. On success better-auth opens the
 * session (our session gate runs again: a rejected or expired account still
 * cannot get in) and the visitor lands where a sign-in lands.
 */
export async function verifySignInCodeFlow(formData: FormData, requestHeaders: Headers): Promise<FlowOutcome> {
  const result = (r: TwoFactorResult): FlowOutcome => ({ kind: "result", result: r });
  const next = formText(formData, "next");
  const useRecovery = formText(formData, "method") === "recovery";
  const parsed = (useRecovery ? recoveryCodeSchema : appCodeSchema).safeParse(formText(formData, "code"));
  if (!parsed.success) return result(fieldError("code", parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeRequired));

  const blocked = await limited(requestHeaders, null, "two-factor");
  if (blocked) return result(blocked);

  const auth = await getAuth();
  let role: unknown;
  try {
    const signedIn = useRecovery
      ? await auth.api.verifyBackupCode({ body: { code: parsed.data }, headers: requestHeaders })
      : await auth.api.verifyTOTP({ body: { code: parsed.data }, headers: requestHeaders });
    role = (signedIn as { user?: { role?: unknown } }).user?.role;
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_CODE":
        return result(fieldError("code", TWO_FACTOR_MESSAGES.wrongCode));
      case "INVALID_BACKUP_CODE":
        return result(fieldError("code", TWO_FACTOR_MESSAGES.wrongRecoveryCode));
      case "ACCOUNT_TEMPORARILY_LOCKED":
        return result({ ok: false, code: "LOCKED", error: TWO_FACTOR_MESSAGES.locked });
      case "INVALID_TWO_FACTOR_COOKIE":
      case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      case "TOTP_NOT_ENABLED":
        return result({ ok: false, code: "CHALLENGE_EXPIRED", error: TWO_FACTOR_MESSAGES.challengeExpired });
      case "ACCOUNT_PENDING":
        return { kind: "redirect", to: accountStatusPath("pending", next) };
      case "ACCOUNT_REJECTED":
        return { kind: "redirect", to: accountStatusPath("rejected", next) };
      case "MEMBERSHIP_EXPIRED":
        return result({ ok: false, error: AUTH_MESSAGES.expired });
      default:
        logUnexpected("sign-in code", error);
        return result({ ok: false, error: AUTH_MESSAGES.generic });
    }
  }
  return { kind: "redirect", to: landingAfterSignIn(next, role) };
}

// ---------------------------------------------------------------------------
// The account page: set up, renew recovery codes, turn off
// ---------------------------------------------------------------------------

async function signedIn(requestHeaders: Headers): Promise<SessionUser | TwoFactorResult> {
  const user = await readSessionUser(requestHeaders);
  return user ?? { ok: false, error: AUTH_MESSAGES.sessionEnded };
}

function isResult(value: SessionUser | TwoFactorResult): value is TwoFactorResult {
  return "ok" in value;
}

/** A wrong password counts as a failed sign-in of the account, like everywhere else. */
async function passwordFailure(error: unknown, user: SessionUser, where: string): Promise<TwoFactorResult> {
  if (authErrorCode(error) === "INVALID_PASSWORD") {
    await recordFailedSignIn(user.email);
    return fieldError("password", TWO_FACTOR_MESSAGES.wrongPassword);
  }
  logUnexpected(where, error);
  return { ok: false, error: AUTH_MESSAGES.generic };
}

async function audit(user: SessionUser, action: string, newValues: Record<string, unknown>): Promise<void> {
  await writeAudit(await getDb(), { actorId: user.id, actorEmail: user.email, action, entityType: "user", entityId: user.id, oldValues: { email: user.email }, newValues });
}

/**
 * Step one of the set-up: the password, then a new secret and ten recovery
 * codes (stored encrypted, not yet in force). The QR code and the codes are
 * shown once, in this answer only.
 */
export async function startTwoFactorSetupFlow(formData: FormData, requestHeaders: Headers): Promise<TwoFactorResult> {
  const user = await signedIn(requestHeaders);
  if (isResult(user)) return user;
  if (user.twoFactorEnabled) return { ok: false, error: TWO_FACTOR_MESSAGES.alreadyOn };
  const password = passwordSchema.safeParse(formText(formData, "password"));
  if (!password.success) return fieldError("password", password.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.passwordRequired);
  const blocked = await limited(requestHeaders, user.email, "password-check");
  if (blocked) return blocked;

  const auth = await getAuth();
  let answer: { totpURI?: string; backupCodes?: string[] };
  try {
    answer = (await auth.api.enableTwoFactor({ body: { password: password.data }, headers: requestHeaders })) as typeof answer;
  } catch (error) {
    return passwordFailure(error, user, "set-up");
  }
  const secret = answer.totpURI ? secretOfTotpUri(answer.totpURI) : null;
  if (!answer.totpURI || !secret || !answer.backupCodes) {
    logUnexpected("set-up", new Error("no TOTP address in the answer"));
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
  return {
    ok: true,
    message: TWO_FACTOR_MESSAGES.setupStarted,
    setup: { qrCode: await qrCodeDataUrl(answer.totpURI), secret: groupedSecret(secret), recoveryCodes: answer.backupCodes },
  };
}

/** Step two: the first code from the app proves it is set up; from then on sign-in asks for one. */
export async function confirmTwoFactorSetupFlow(formData: FormData, requestHeaders: Headers): Promise<TwoFactorResult> {
  const user = await signedIn(requestHeaders);
  if (isResult(user)) return user;
  if (user.twoFactorEnabled) return { ok: false, error: TWO_FACTOR_MESSAGES.alreadyOn };
  const code = appCodeSchema.safeParse(formText(formData, "code"));
  if (!code.success) return fieldError("code", code.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeRequired);
  const blocked = await limited(requestHeaders, user.email, "two-factor");
  if (blocked) return blocked;

  const auth = await getAuth();
  try {
    await auth.api.verifyTOTP({ body: { code: code.data }, headers: requestHeaders });
  } catch (error) {
    const reason = authErrorCode(error);
    if (reason === "INVALID_CODE") return fieldError("code", TWO_FACTOR_MESSAGES.wrongCode);
    if (reason === "TOTP_NOT_ENABLED") return { ok: false, error: TWO_FACTOR_MESSAGES.notStarted };
    logUnexpected("confirm set-up", error);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
  await audit(user, "user.two_factor_enable", { twoFactorEnabled: true });
  return { ok: true, message: TWO_FACTOR_MESSAGES.enabled };
}

/** Ten new recovery codes (the password again); the old ones stop working. */
export async function renewRecoveryCodesFlow(formData: FormData, requestHeaders: Headers): Promise<TwoFactorResult> {
  const user = await signedIn(requestHeaders);
  if (isResult(user)) return user;
  const password = passwordSchema.safeParse(formText(formData, "password"));
  if (!password.success) return fieldError("password", password.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.passwordRequired);
  const blocked = await limited(requestHeaders, user.email, "password-check");
  if (blocked) return blocked;

  const auth = await getAuth();
  let codes: string[];
  try {
    codes = (await auth.api.generateBackupCodes({ body: { password: password.data }, headers: requestHeaders })).backupCodes;
  } catch (error) {
    return passwordFailure(error, user, "renew recovery codes");
  }
  await audit(user, "user.two_factor_codes", { recoveryCodesRenewed: true });
  return { ok: true, message: TWO_FACTOR_MESSAGES.codesRenewed, recoveryCodes: codes };
}

/** Turns two-factor off (the password again), unless the account is an admin's and the setting requires it. */
export async function turnOffTwoFactorFlow(formData: FormData, requestHeaders: Headers): Promise<TwoFactorResult> {
  const user = await signedIn(requestHeaders);
  if (isResult(user)) return user;
  if (!mayTurnOffTwoFactor(user.role, await isTwoFactorRequiredForAdmins())) return { ok: false, error: TWO_FACTOR_MESSAGES.requiredForAdmins };
  const password = passwordSchema.safeParse(formText(formData, "password"));
  if (!password.success) return fieldError("password", password.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.passwordRequired);
  const blocked = await limited(requestHeaders, user.email, "password-check");
  if (blocked) return blocked;

  const auth = await getAuth();
  try {
    await auth.api.disableTwoFactor({ body: { password: password.data }, headers: requestHeaders });
  } catch (error) {
    return passwordFailure(error, user, "turn off");
  }
  await audit(user, "user.two_factor_disable", { twoFactorEnabled: false });
  return { ok: true, message: TWO_FACTOR_MESSAGES.disabled };
}
