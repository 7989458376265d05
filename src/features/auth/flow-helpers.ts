import { isAPIError } from "better-auth/api";

/**
 * What the auth, two-factor and account flows share: reading a form field,
 * the code of a better-auth error, and a log line for an unexpected failure
 * that never carries an email or a password.
 */

/** A text field from a form (files and missing fields count as empty). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** better-auth's error code ("INVALID_PASSWORD"…), or undefined for any other error. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** "[auth] sign-in failed: 500 CODE": only what went wrong, no emails or passwords. */
export function logFlowFailure(scope: string, where: string, error: unknown): void {
  const detail = isAPIError(error) ? `${error.status} ${authErrorCode(error) ?? ""}` : (error as Error)?.message;
  console.error(`[${scope}] ${where} failed: ${detail}`);
}
