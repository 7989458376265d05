"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import type { AuthActionState } from "../action-types";
import { AUTH_MESSAGES } from "../messages";
import {
  confirmTwoFactorSetupFlow,
  renewRecoveryCodesFlow,
  startTwoFactorSetupFlow,
  turnOffTwoFactorFlow,
  verifySignInCodeFlow,
  type TwoFactorResult,
} from "./flows";

/**
 * The two-factor forms: the sign-in challenge on /auth/two-factor, and the
 * set-up, recovery codes and turning off on /account. Like every auth form,
 * a request from another site reads as signed out (decision 013).
 */

type Flow = (formData: FormData, requestHeaders: Headers) => Promise<TwoFactorResult>;

async function run(flow: Flow, formData: FormData, where: string): Promise<TwoFactorResult> {
  try {
    const result = await flow(formData, await headers());
    if (result.ok) revalidatePath("/account");
    return result;
  } catch (error) {
    console.error(`[two-factor] ${where} failed:`, (error as Error)?.message);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
}

export async function verifySignInCodeAction(_prev: AuthActionState, formData: FormData): Promise<TwoFactorResult> {
  let outcome;
  try {
    outcome = await verifySignInCodeFlow(formData, await headers());
  } catch (error) {
    console.error("[two-factor] sign-in code failed:", (error as Error)?.message);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
  // Outside the try: redirect() works by throwing.
  if (outcome.kind === "redirect") redirect(outcome.to);
  return outcome.result;
}

export async function startTwoFactorSetupAction(_prev: TwoFactorResult | null, formData: FormData): Promise<TwoFactorResult> {
  return run(startTwoFactorSetupFlow, formData, "set-up");
}

export async function confirmTwoFactorSetupAction(_prev: TwoFactorResult | null, formData: FormData): Promise<TwoFactorResult> {
  return run(confirmTwoFactorSetupFlow, formData, "confirm set-up");
}

export async function renewRecoveryCodesAction(_prev: TwoFactorResult | null, formData: FormData): Promise<TwoFactorResult> {
  return run(renewRecoveryCodesFlow, formData, "renew recovery codes");
}

export async function turnOffTwoFactorAction(_prev: TwoFactorResult | null, formData: FormData): Promise<TwoFactorResult> {
  return run(turnOffTwoFactorFlow, formData, "turn off");
}
