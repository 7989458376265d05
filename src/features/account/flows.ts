import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { auditLog, sessions, users } from "@/db/schema";
import { lockAdminIds } from "@/features/users/locks";
import type { AuthActionResult } from "@/features/auth/action-types";
import { getAuth } from "@/features/auth/auth";
import { authErrorCode, formText, logFlowFailure } from "@/features/auth/flow-helpers";
import { AUTH_MESSAGES, rateLimitMessage } from "@/features/auth/messages";
import { checkSignInRateLimit, getClientIp, recordFailedSignIn } from "@/features/auth/rate-limit";
import { fieldErrorsOf } from "@/features/auth/schemas";
import { readSessionUser } from "@/features/auth/session-user";
import { ChangePasswordSchema, DeleteAccountSchema } from "./schemas";

/**
 * The account page's own flows, independent of Next's request APIs so they
 * can be tested directly (actions.ts wraps them). Every message is en-GB, as
 * the public site is.
 */

export const ACCOUNT_MESSAGES = {
  passwordChanged: "Your password has been changed. Every other device has been signed out.",
  wrongPassword: "That is not your current password.",
  wrongPasswordDelete: "That is not your password.",
  lastAdmin: "You are the only administrator. Make another account an administrator before deleting yours.",
} as const;

/**
 * Changes the signed-in account's password and ends its other sessions
 * (this browser gets a fresh one). Wrong current passwords count like failed
 * sign-ins, under the same limits, so the form is no way around them.
 */
export async function changePasswordFlow(formData: FormData, requestHeaders: Headers): Promise<AuthActionResult> {
  const user = await readSessionUser(requestHeaders);
  if (!user) return { ok: false, error: AUTH_MESSAGES.sessionEnded };
  const parsed = ChangePasswordSchema.safeParse({
    currentPassword: formText(formData, "currentPassword"),
    newPassword: formText(formData, "newPassword"),
    confirmPassword: formText(formData, "confirmPassword"),
  });
  if (!parsed.success) return { ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: fieldErrorsOf(parsed.error) };

  const limit = await checkSignInRateLimit({ ip: getClientIp(requestHeaders), email: user.email, action: "password-check" });
  if (!limit.allowed) return { ok: false, code: "RATE_LIMITED", error: rateLimitMessage(limit.retryAfterSeconds) };

  const { currentPassword, newPassword } = parsed.data;
  try {
    const auth = await getAuth();
    await auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers: requestHeaders });
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      await recordFailedSignIn(user.email);
      return { ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.wrongPassword] } };
    }
    logFlowFailure("account", "password change", error);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }
  return { ok: true, message: ACCOUNT_MESSAGES.passwordChanged };
}

/** Ends every session of the signed-in account, this one included. */
export async function signOutEverywhereFlow(requestHeaders: Headers): Promise<void> {
  const user = await readSessionUser(requestHeaders);
  if (!user) return;
  const auth = await getAuth();
  await auth.api.revokeSessions({ headers: requestHeaders });
}

/** The account is gone: the caller signs the browser out and says so. */
export type DeleteAccountResult = AuthActionResult | { ok: true; deleted: true };

/**
 * Deletes the signed-in account (from the member's own account
 * page). The password is checked under the sign-in limits, like a sign-in;
 * the last administrator cannot delete themselves. In one transaction the
 * sessions end, the account goes (its credentials, subscriptions and
 * two-factor rows with it) and the audit log keeps one anonymised row: what
 * kind of account left and when, never who.
 */
export async function deleteOwnAccountFlow(formData: FormData, requestHeaders: Headers): Promise<DeleteAccountResult> {
  const user = await readSessionUser(requestHeaders);
  if (!user) return { ok: false, error: AUTH_MESSAGES.sessionEnded };
  const parsed = DeleteAccountSchema.safeParse({ password: formText(formData, "password"), confirm: formText(formData, "confirm") });
  if (!parsed.success) return { ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: fieldErrorsOf(parsed.error) };

  const limit = await checkSignInRateLimit({ ip: getClientIp(requestHeaders), email: user.email, action: "password-check" });
  if (!limit.allowed) return { ok: false, code: "RATE_LIMITED", error: rateLimitMessage(limit.retryAfterSeconds) };

  try {
    const auth = await getAuth();
    await auth.api.verifyPassword({ body: { password: parsed.data.password }, headers: requestHeaders });
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      await recordFailedSignIn(user.email);
      return { ok: false, error: AUTH_MESSAGES.fixFields, fieldErrors: { password: [ACCOUNT_MESSAGES.wrongPasswordDelete] } };
    }
    logFlowFailure("account", "password check", error);
    return { ok: false, error: AUTH_MESSAGES.generic };
  }

  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const admins = await lockAdminIds(tx);
    const [account] = await tx
      .select({ role: users.role, status: users.status, isExclusiveMember: users.isExclusiveMember, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    if (!account) return "gone" as const;
    if (account.role === "admin" && admins.length <= 1) return "last-admin" as const;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.insert(auditLog).values({
      actorId: null,
      actorEmail: null,
      action: "account.delete_self",
      entityType: "user",
      entityId: null,
      oldValues: { role: account.role, status: account.status, exclusiveMember: account.isExclusiveMember, joinedOn: account.createdAt.toISOString().slice(0, 10) },
      newValues: null,
    });
    return "deleted" as const;
  });
  if (outcome === "last-admin") return { ok: false, error: ACCOUNT_MESSAGES.lastAdmin };
  if (outcome === "gone") return { ok: false, error: AUTH_MESSAGES.sessionEnded };
  return { ok: true, deleted: true };
}
