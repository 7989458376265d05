import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { ensureAuthSecret } from "@/features/auth/secret";

/**
 * The image proxy answers only for addresses the server itself put on a page
 * (decision 050): each proxy address carries an HMAC-SHA256 of the outside
 * address, keyed from the auth secret for this one use (as the application
 * upload tokens are, decision 025), so the route is not an open proxy and a
 * signature of another kind never passes as this one.
 */

export const IMAGE_PROXY_PATH = "/api/images/external";
const PURPOSE = "velvet/image-proxy/v1";
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function signatureOf(address: string, secret: string): Buffer {
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(address).digest();
}

/** `/api/images/external?u=<address>&s=<signature>` for an outside image address. */
export function proxyAddressFor(address: string, secret: string = ensureAuthSecret()): string {
  const query = new URLSearchParams({ u: address, s: signatureOf(address, secret).toString("base64url") });
  return `${IMAGE_PROXY_PATH}?${query}`;
}

/** Whether `signature` is the server's own for `address` (compared in constant time). */
export function isSignedAddress(address: string, signature: string, secret: string = ensureAuthSecret()): boolean {
  if (!SIGNATURE.test(signature)) return false;
  const expected = signatureOf(address, secret);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
