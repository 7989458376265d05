/**
 * When two-factor is required (decision 019: staff may, and admins can be
 * required to, use two-factor sign-in). Pure, so the page guard, the action wrapper and the
 * tests read one rule.
 */

/** Where an admin who must set it up is sent: the account page's two-factor card. */
export const TWO_FACTOR_SETUP_PATH = "/account?two-factor=required#two-factor";

/** An admin without two-factor, while the setting requires it for admins. */
export interface TwoFactorHolder {
  role: string | null;
  twoFactorEnabled?: boolean;
}

export function mustSetUpTwoFactor(viewer: TwoFactorHolder, requiredForAdmins: boolean): boolean {
  return requiredForAdmins && viewer.role === "admin" && !viewer.twoFactorEnabled;
}

/** The account may not turn two-factor off: it is an admin's and the setting requires it. */
export function mayTurnOffTwoFactor(role: string, requiredForAdmins: boolean): boolean {
  return !(requiredForAdmins && role === "admin");
}

/** The base32 secret inside an otpauth:// address, for typing into an app by hand. */
export function secretOfTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
}

/** "ABCDEFGH…" → "ABCD EFGH …": easier to read out and type. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** A code as typed: spaces and dashes some apps show are dropped; six digits remain. */
export function cleanAppCode(code: string): string {
  return code.replace(/[\s-]/g, "");
}
