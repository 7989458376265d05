import type { AuthActionResult } from "./action-types";
import { accountStatusPath } from "./account-status-page";
import { getAuth } from "./auth";
import { authErrorCode, formText, logFlowFailure } from "./flow-helpers";
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

const logUnexpected = (where: string, error: unknown) => logFlowFailure("auth", where, error);

export async function signInFlow(formData: FormData, requestHeaders: Headers): Promise<FlowOutcome> {
  const next = formText(formData, "next");
  const values = { email: formText(formData, "email").slice(0, 320), next: next.slice(0, 2048) };
  const parsed = SignInSchema.safeParse({ email: formText(formData, "email"), password: formText(formData, "password") });
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
    const code = authErrorCode(error);
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
    name: formText(formData, "name").slice(0, 200),
    email: formText(formData, "email").slice(0, 320),
    next: formText(formData, "next").slice(0, 2048),
  };
  const parsed = SignUpSchema.safeParse({
    name: formText(formData, "name"),
    email: formText(formData, "email"),
    password: formText(formData, "password"),
    confirmPassword: formText(formData, "confirmPassword"),
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
    const code = authErrorCode(error);
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
  const values = { email: formText(formData, "email").slice(0, 320) };
  const parsed = RequestResetSchema.safeParse({ email: formText(formData, "email") });
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
    token: formText(formData, "token"),
    password: formText(formData, "password"),
    confirmPassword: formText(formData, "confirmPassword"),
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
    const code = authErrorCode(error);
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
