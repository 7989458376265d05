/**
 * What an authenticator app does, for tests: the current 6-digit code for
 * the key shown at set-up (base32, as typed into an app by hand). Uses the
 * same OTP implementation better-auth verifies with.
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

export async function currentCode(displayedKey: string): Promise<string> {
  const secret = new TextDecoder().decode(base32.decode(displayedKey.replace(/\s+/g, "")));
  return createOTP(secret).totp();
}

/** A code that is certainly wrong now (the right one, each digit shifted). */
export async function wrongCode(displayedKey: string): Promise<string> {
  const right = await currentCode(displayedKey);
  return right.replace(/\d/g, (digit) => String((Number(digit) + 5) % 10));
}
