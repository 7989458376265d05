/**
 * Every user-facing sign-in message in one place (en-GB), with the stable codes
 * the auth API and the HTTP route return. Forms, actions, hooks and tests use
 * these constants so the wording cannot drift.
 */

export const AUTH_ERROR_CODES = {
  ACCOUNT_PENDING: "ACCOUNT_PENDING",
  ACCOUNT_REJECTED: "ACCOUNT_REJECTED",
  MEMBERSHIP_EXPIRED: "MEMBERSHIP_EXPIRED",
  RATE_LIMITED: "RATE_LIMITED",
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

export const AUTH_MESSAGES = {
  invalidCredentials: "Incorrect email or password.",
  pending: "Your account is awaiting approval. We will email you once an administrator has reviewed it.",
  rejected: "Your account application was not approved.",
  expired: "Your membership has expired. Please contact us to renew it.",
  resetRequested: "If an account exists for that email, we have sent a link to reset the password.",
  resetDone: "Your password has been changed. Please sign in with your new password.",
  resetInvalidToken: "This reset link is invalid or has expired. Please request a new one.",
  fixFields: "Please check the highlighted fields.",
  generic: "Something went wrong on our side. Please try again in a moment.",
  signedOut: "You have been signed out.",
  signInRequired: "Please sign in to continue.",
  sessionEnded: "Your session has ended. Please sign in again.",
  accountDeleted: "Your account has been deleted, and every session of it has ended.",
} as const;

/** Message for a refused attempt, with a human wait time. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/**
 * Notices for `/auth?reason=...`. Other features redirect here with one of these
 * (e.g. a page that needs a member sends `?reason=sign-in-required&next=/models/12`).
 */
export const AUTH_REASONS = {
  pending: { tone: "info", text: AUTH_MESSAGES.pending },
  rejected: { tone: "error", text: AUTH_MESSAGES.rejected },
  expired: { tone: "error", text: AUTH_MESSAGES.expired },
  "signed-out": { tone: "success", text: AUTH_MESSAGES.signedOut },
  "sign-in-required": { tone: "info", text: AUTH_MESSAGES.signInRequired },
  "session-ended": { tone: "info", text: AUTH_MESSAGES.sessionEnded },
  "password-reset": { tone: "success", text: AUTH_MESSAGES.resetDone },
  "account-deleted": { tone: "success", text: AUTH_MESSAGES.accountDeleted },
} as const satisfies Record<string, { tone: "info" | "success" | "error"; text: string }>;
export type AuthReason = keyof typeof AUTH_REASONS;

export function parseAuthReason(value: unknown): AuthReason | null {
  return typeof value === "string" && Object.hasOwn(AUTH_REASONS, value) ? (value as AuthReason) : null;
}
