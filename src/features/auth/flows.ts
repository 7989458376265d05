import { isAPIError } from "better-auth/api";
import type { AuthActionResult } from "./action-types";
import { accountStatusPath } from "./account-status-page";
import { getAuth } from "./auth";
import { AUTH_ERROR_CODES, AUTH_MESSAGES, rateLimitMessage } from "./messages";
import { checkSignInRateLimit, getClientIp, recordFailedSignIn } from "./rate-limit";
import { nextPathOrDefault, safeNextPath } from "./safe-next";
import { fieldErrorsOf, RequestResetSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from "./schemas";

/**
 * The sign-in, sign-up and password-reset flows, independent of Next's request
 * APIs so they can be tested directly. actions.ts wraps them with `headers()`
 * and `redirect()`.
 */
export type FlowOutcome = { kind: "result"; result: AuthActionResult } | { kind: "redirect"; to: string };

const result = (r: AuthActionResult): FlowOutcome => ({ kind: "result", result: r });

/** A text field from a form (files and missing fields count as empty). */
function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

function logUnexpected(where: string, error: unknown): void {
  // No emails or passwords in logs: only what went wrong.
  const detail = isAPIError(error) ? `${error.status} ${errorCode(error) ?? ""}` : (error as Error)?.message;
  console.error(`[auth] ${where} failed: ${detail}`);
}

export async function signInFlow(formData: FormData, requestHeaders: Headers): Promise<FlowOutcome> {
  const next = text(formData, "next");
  const values = { email: text(formData, "email").slice(0, 320), next: next.slice(0, 2048) };
  const parsed = SignInSchema.safeParse({ email: text(formData, "email"), password: text(formData, "password") });
  if (!parsed.success) {
    return result({ ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: fieldErrorsOf(parsed.error), values });
  }
  const { email, password } = parsed.data;

  const limit = await checkSignInRateLimit({ ip: getClientIp(requestHeaders), email, action: "sign-in" });
  if (!limit.allowed) {
    return result({
      ok: false,
      code: AUTH_ERROR_CODES.RATE_LIMITED,
      error: rateLimitMessage(limit.retryAfterSeconds),
      values,
    });
  }

  const auth = await getAuth();
  let role: unknown;
  try {
    const signedIn: unknown = await auth.api.signInEmail({ body: { email, password }, headers: requestHeaders });
    // Two-factor on: the password was right, the code comes next (the challenge cookie is set).
    if (isTwoFactorChallenge(signedIn)) return { kind: "redirect", to: twoFactorChallengePath(next) };
    role = (signedIn as { user?: { role?: unknown } }).user?.role;
  } catch (error) {
    const code = errorCode(error);
    switch (code) {
      case "INVALID_EMAIL_OR_PASSWORD":
      case "INVALID_EMAIL":
      case "INVALID_PASSWORD":
      case "PASSWORD_TOO_LONG":
        await recordFailedSignIn(email);
        return result({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD", error: AUTH_MESSAGES.invalidCredentials, values });
      // The password was right: not an error to fix in the form, but a state to explain.
      case AUTH_ERROR_CODES.ACCOUNT_PENDING:
        return { kind: "redirect", to: accountStatusPath("pending", next) };
      case AUTH_ERROR_CODES.ACCOUNT_REJECTED:
        return { kind: "redirect", to: accountStatusPath("rejected", next) };
      case AUTH_ERROR_CODES.MEMBERSHIP_EXPIRED:
        return result({ ok: false, code, error: AUTH_MESSAGES.expired, values });
      default:
        logUnexpected("sign-in", error);
        return result({ ok: false, error: AUTH_MESSAGES.generic, values });
    }
  }
  return { kind: "redirect", to: landingAfterSignIn(next, role) };
}

function isTwoFactorChallenge(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/** The second step of a sign-in, keeping the page that was asked for. */
export function twoFactorChallengePath(next: string): string {
  const safe = safeNextPath(next);
  return safe ? `/auth/two-factor?next=${encodeURIComponent(safe)}` : "/auth/two-factor";
}

/** Where a sign-in lands: the page asked for (when safe), else staff on the back office and members on the directory. */
export function landingAfterSignIn(next: string, role: unknown): string {
  return safeNextPath(next) ?? (role === "admin" || role === "team" ? "/admin" : nextPathOrDefault(""));
}

export async function signUpFlow(formData: FormData, requestHeaders: Headers): Promise<FlowOutcome> {
  const values = {
    name: text(formData, "name").slice(0, 200),
    email: text(formData, "email").slice(0, 320),
    next: text(formData, "next").slice(0, 2048),
  };
  const parsed = SignUpSchema.safeParse({
    name: text(formData, "name"),
    email: text(formData, "email"),
    password: text(formData, "password"),
    confirmPassword: text(formData, "confirmPassword"),
  });
  if (!parsed.success) {
    return result({ ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: fieldErrorsOf(parsed.error), values });
  }
  const { name, email, password } = parsed.data;

  const limit = await checkSignInRateLimit({ ip: getClientIp(requestHeaders), email, action: "sign-up" });
  if (!limit.allowed) {
    return result({ ok: false, code: AUTH_ERROR_CODES.RATE_LIMITED, error: rateLimitMessage(limit.retryAfterSeconds), values });
  }

  const auth = await getAuth();
  try {
    // Only these three fields go in: role, status and the rest are never taken from a form.
    // With autoSignIn off, better-auth answers an existing email like a new one (no enumeration).
    await auth.api.signUpEmail({ body: { name, email, password }, headers: requestHeaders });
  } catch (error) {
    const code = errorCode(error);
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG" || code === "INVALID_PASSWORD") {
      return result({
        ok: false,
        error: AUTH_MESSAGES.fixFields,
        fieldErrors: { password: ["Password must have 8 to 128 characters."] },
        values,
      });
    }
    if (code === "INVALID_EMAIL") {
      return result({ ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: { email: ["Enter a valid email address."] }, values });
    }
    logUnexpected("sign-up", error);
    return result({ ok: false, error: AUTH_MESSAGES.generic, values });
  }
  // Also for an email that already has an account: the same answer, so sign-up reveals none.
  return { kind: "redirect", to: accountStatusPath("received", values.next) };
}

export async function requestPasswordResetFlow(formData: FormData, requestHeaders: Headers): Promise<FlowOutcome> {
  const values = { email: text(formData, "email").slice(0, 320) };
  const parsed = RequestResetSchema.safeParse({ email: text(formData, "email") });
  if (!parsed.success) {
    return result({ ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: fieldErrorsOf(parsed.error), values });
  }
  const { email } = parsed.data;
  const limit = await checkSignInRateLimit({ ip: getClientIp(requestHeaders), email, action: "request-reset" });
  if (!limit.allowed) {
    return result({ ok: false, code: AUTH_ERROR_CODES.RATE_LIMITED, error: rateLimitMessage(limit.retryAfterSeconds), values });
  }
  const auth = await getAuth();
  try {
    await auth.api.requestPasswordReset({ body: { email }, headers: requestHeaders });
  } catch (error) {
    // Same answer whatever happened: it must not reveal whether the account exists.
    logUnexpected("password reset request", error);
  }
  return result({ ok: true, message: AUTH_MESSAGES.resetRequested });
}

export async function resetPasswordFlow(formData: FormData, requestHeaders: Headers): Promise<FlowOutcome> {
  const parsed = ResetPasswordSchema.safeParse({
    token: text(formData, "token"),
    password: text(formData, "password"),
    confirmPassword: text(formData, "confirmPassword"),
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    // A bad token is not something the user can fix in a field.
    if (fieldErrors.token) return result({ ok: false, error: fieldErrors.token[0], code: "INVALID_TOKEN" });
    return result({ ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors });
  }
  const { token, password } = parsed.data;
  const limit = await checkSignInRateLimit({ ip: getClientIp(requestHeaders), action: "reset-password" });
  if (!limit.allowed) {
    return result({ ok: false, code: AUTH_ERROR_CODES.RATE_LIMITED, error: rateLimitMessage(limit.retryAfterSeconds) });
  }
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token }, headers: requestHeaders });
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      return result({ ok: false, code: "INVALID_TOKEN", error: AUTH_MESSAGES.resetInvalidToken });
    }
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
      return result({ ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: { password: ["Password must have 8 to 128 characters."] } });
    }
    logUnexpected("password reset", error);
    return result({ ok: false, error: AUTH_MESSAGES.generic });
  }
  return { kind: "redirect", to: "/auth?mode=sign-in&reason=password-reset" };
}
