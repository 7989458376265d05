"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { AuthActionResult, AuthActionState } from "@/features/auth/action-types";
import { AUTH_MESSAGES } from "@/features/auth/messages";
import { changePasswordFlow, deleteOwnAccountFlow, signOutEverywhereFlow } from "./flows";

/**
 * The forms on /account. Like the sign-in forms, they read the session from
 * the request; a request from another site reads as signed out
 * (docs/decisions/013-cross-site-requests.md).
 */

export async function changePasswordAction(_prev: AuthActionState, formData: FormData): Promise<AuthActionResult> {
  try {
    return await changePasswordFlow(formData, await headers());
  } catch (error) {
    console.error("[account] change password failed:", (error as Error)?.message);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
}

export async function signOutEverywhereAction(): Promise<void> {
  await signOutEverywhereFlow(await headers());
  redirect("/auth?reason=signed-out");
}

/**
 * Delete my account. On success the browser's auth cookies go too (the
 * session rows are already deleted, so they no longer open anything) and
 * the visitor lands on the sign-in page with the notice.
 */
export async function deleteOwnAccountAction(_prev: AuthActionState, formData: FormData): Promise<AuthActionResult> {
  let result;
  try {
    result = await deleteOwnAccountFlow(formData, await headers());
  } catch (error) {
    console.error("[account] delete account failed:", (error as Error)?.message);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
  if (!("deleted" in result)) return result;
  const jar = await cookies();
  for (const cookie of jar.getAll()) if (/(^|\.)velvet\./.test(cookie.name)) jar.delete(cookie.name);
  redirect("/auth?reason=account-deleted");
}
