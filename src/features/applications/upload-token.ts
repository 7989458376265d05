import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { ensureAuthSecret } from "@/features/auth/secret";

/**
 * Photos for an application are uploaded one per request (the body limit is
 * about 11 MB, a photo up to 10 MB), before the form is sent. Each upload is
 * answered with a token naming the stored media row and an expiry, signed
 * with HMAC-SHA256; the submission carries the tokens and the server attaches
 * only media it signed. So a visitor cannot attach someone else's file, or any
 * other stored image, by guessing or copying a media id (decision 025).
 *
 * The key is derived from the auth secret (generated on first start, or
 * BETTER_AUTH_SECRET) for this one use, so a token of another kind can never
 * pass as an upload token.
 */

/** Longer than anyone takes to fill the form; shorter than the day after which unattached uploads are removed. */
export const UPLOAD_TOKEN_TTL_MS = 6 * 60 * 60 * 1000;
const PURPOSE = "velvet/application-photo/v1";
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function tokenKey(secret: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE).digest();
}

function signature(mediaId: string, expiresAt: number, secret: string): Buffer {
  return createHmac("sha256", tokenKey(secret)).update(`${mediaId}.${expiresAt}`).digest();
}

/** `<media id>.<expiry, ms since epoch>.<base64url HMAC>` */
export function signUploadToken(mediaId: string, { now = Date.now(), secret = ensureAuthSecret() }: { now?: number; secret?: string } = {}): string {
  const expiresAt = now + UPLOAD_TOKEN_TTL_MS;
  return `${mediaId}.${expiresAt}.${signature(mediaId, expiresAt, secret).toString("base64url")}`;
}

export type TokenCheck = { ok: true; mediaId: string } | { ok: false; reason: "malformed" | "forged" | "expired" };

/** The media id a token names, when its signature holds and it has not expired. */
export function verifyUploadToken(token: string, { now = Date.now(), secret = ensureAuthSecret() }: { now?: number; secret?: string } = {}): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [mediaId, expiry, mac] = parts;
  if (!MEDIA_ID.test(mediaId) || !/^\d{10,16}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return { ok: false, reason: "malformed" };
  const expected = signature(mediaId, Number(expiry), secret);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  if (Number(expiry) < now) return { ok: false, reason: "expired" };
  return { ok: true, mediaId };
}
