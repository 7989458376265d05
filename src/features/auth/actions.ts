"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { AuthActionResult, AuthActionState } from "./action-types";
import { AUTH_MESSAGES } from "./messages";
import { requestPasswordResetFlow, resetPasswordFlow, signInFlow, signUpFlow, type FlowOutcome } from "./flows";

/**
 * Server actions behind the forms on /auth and /auth/reset-password. Each one
 * parses with the shared zod schema, applies the PostgreSQL rate limit, then
 * calls better-auth (flows.ts). They return a result for the form, or redirect.
 * Next.js refuses a server action whose Origin is another host; the proxy
 * also refuses one from another site or with cookies and no origin at all
 * (docs/decisions/013-cross-site-requests.md).
 */

async function run(flow: (formData: FormData, h: Headers) => Promise<FlowOutcome>, formData: FormData): Promise<AuthActionResult> {
  let outcome: FlowOutcome;
  try {
    outcome = await flow(formData, await headers());
  } catch (error) {
    console.error("[auth] action failed:", (error as Error)?.message);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
  // Outside the try: redirect() works by throwing.
  if (outcome.kind === "redirect") redirect(outcome.to);
  return outcome.result;
}

export async function signInAction(_prev: AuthActionState, formData: FormData): Promise<AuthActionResult> {
  return run(signInFlow, formData);
}

export async function signUpAction(_prev: AuthActionState, formData: FormData): Promise<AuthActionResult> {
  return run(signUpFlow, formData);
}

export async function requestPasswordResetAction(_prev: AuthActionState, formData: FormData): Promise<AuthActionResult> {
  return run(requestPasswordResetFlow, formData);
}

export async function resetPasswordAction(_prev: AuthActionState, formData: FormData): Promise<AuthActionResult> {
  return run(resetPasswordFlow, formData);
}
