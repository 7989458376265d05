import { describe, expect, it } from "vitest";
import { signUploadToken, UPLOAD_TOKEN_TTL_MS, verifyUploadToken } from "./upload-token";

const SECRET = "a".repeat(64);
const MEDIA = "3f2b8c1e-1d2a-4c3b-9a8b-7c6d5e4f3a2b";
const NOW = Date.UTC(2026, 5, 15);

describe("upload tokens", () => {
  it("name the media they were signed for until they expire", () => {
    const token = signUploadToken(MEDIA, { now: NOW, secret: SECRET });
    expect(verifyUploadToken(token, { now: NOW + 1000, secret: SECRET })).toEqual({ ok: true, mediaId: MEDIA });
    expect(verifyUploadToken(token, { now: NOW + UPLOAD_TOKEN_TTL_MS + 1, secret: SECRET })).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse another media id, another expiry, another secret and malformed text", () => {
    const token = signUploadToken(MEDIA, { now: NOW, secret: SECRET });
    const [, expiry, mac] = token.split(".");
    const other = "00000000-0000-4000-8000-000000000000";
    expect(verifyUploadToken(`${other}.${expiry}.${mac}`, { now: NOW, secret: SECRET })).toEqual({ ok: false, reason: "forged" });
    expect(verifyUploadToken(`${MEDIA}.${Number(expiry) + 1}.${mac}`, { now: NOW, secret: SECRET })).toEqual({ ok: false, reason: "forged" });
    expect(verifyUploadToken(token, { now: NOW, secret: "b".repeat(64) })).toEqual({ ok: false, reason: "forged" });
    for (const bad of ["", MEDIA, `${MEDIA}.x.y`, `${MEDIA}.${expiry}.${mac}.extra`]) expect(verifyUploadToken(bad, { now: NOW, secret: SECRET }).ok).toBe(false);
  });
});
