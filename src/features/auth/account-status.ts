import { AUTH_ERROR_CODES, AUTH_MESSAGES, type AuthErrorCode } from "./messages";

export interface AccountGateInput {
  role: string;
  status: string;
  expiresAt: Date | string | null | undefined;
}

export type AccountBlock = { reason: "pending" | "rejected" | "expired"; code: AuthErrorCode; message: string };

/**
 * Why this account may not have a session, or null when it may.
 * Admins always may: an admin has access even when not approved.
 * Others need status approved and, for exclusive members, an expiry in the future.
 * Anything unknown is refused (deny by default).
 */
export function accountBlock(user: AccountGateInput, now: Date = new Date()): AccountBlock | null {
  if (user.role === "admin") return null;
  if (user.status === "rejected") {
    return { reason: "rejected", code: AUTH_ERROR_CODES.ACCOUNT_REJECTED, message: AUTH_MESSAGES.rejected };
  }
  if (user.status !== "approved") {
    return { reason: "pending", code: AUTH_ERROR_CODES.ACCOUNT_PENDING, message: AUTH_MESSAGES.pending };
  }
  if (user.expiresAt != null) {
    const expires = user.expiresAt instanceof Date ? user.expiresAt : new Date(user.expiresAt);
    if (Number.isNaN(expires.getTime()) || expires.getTime() <= now.getTime()) {
      return { reason: "expired", code: AUTH_ERROR_CODES.MEMBERSHIP_EXPIRED, message: AUTH_MESSAGES.expired };
    }
  }
  return null;
}
