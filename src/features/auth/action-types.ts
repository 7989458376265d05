/** What every auth server action returns to its form. */
export type AuthActionResult =
  | { ok: true; message?: string }
  | {
      ok: false;
      error: string;
      /** Machine-readable reason when there is one (e.g. ACCOUNT_PENDING, RATE_LIMITED). */
      code?: string;
      fieldErrors?: Record<string, string[]>;
      /** What the user typed, so the form keeps it (never passwords). */
      values?: Record<string, string>;
    };

export type AuthActionState = AuthActionResult | null;
