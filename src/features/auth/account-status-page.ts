import { safeNextPath } from "./safe-next";

/**
 * /auth/status: where an account that may not sign in yet is told, calmly,
 * what happens next. "received" right after sign-up, "pending" when a
 * pending account tries to sign in, "rejected" when a refused one does.
 * The page shows no member content, so reaching it by hand reveals nothing
 * (it names no account): access stays with the session gate (account-status.ts).
 */
export const ACCOUNT_STATUS_STATES = ["received", "pending", "rejected"] as const;
export type AccountStatusState = (typeof ACCOUNT_STATUS_STATES)[number];

export const ACCOUNT_STATUS_PATH = "/auth/status";

export function parseAccountStatusState(value: unknown): AccountStatusState | null {
  return ACCOUNT_STATUS_STATES.find((state) => state === value) ?? null;
}

/** The status page for this state, keeping the page the person came from (when it is safe) as `next`. */
export function accountStatusPath(state: AccountStatusState, next: unknown): string {
  const query = new URLSearchParams({ state });
  const safe = safeNextPath(next);
  if (safe) query.set("next", safe);
  return `${ACCOUNT_STATUS_PATH}?${query.toString()}`;
}
