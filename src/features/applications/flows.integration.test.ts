/**
 * The /apply flows against a real database and media store: photos stored
 * as private application media and answered with signed tokens; an
 * application stored with its contact details encrypted; and every refusal
 * (another site, under 18, bad token, honeypot, rate limit) changing nothing.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, media, modelApplications } from "@/db/schema";
import { decryptField, isEncryptedField } from "@/lib/crypto/field-encryption";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { APPLY_LIMITS, submitApplication, uploadApplicationPhoto } from "./flows";
import { jpegPhoto, ownSiteHeaders, photoForm, validApplication } from "./test-support";
import { signUploadToken } from "./upload-token";

const { db } = await useTestDatabase();

async function upload(headers = ownSiteHeaders()): Promise<string> {
  const answer = await uploadApplicationPhoto(headers, async () => photoForm(await jpegPhoto()));
  expect(answer).toMatchObject({ status: 200, body: { ok: true } });
  return (answer.body as { token: string }).token;
}

const submit = (body: unknown, headers = ownSiteHeaders()) => submitApplication(headers, async () => body);
const applications = () => db.select().from(modelApplications);

beforeEach(async () => {
  await db.delete(mailOutbox);
  await db.delete(modelApplications);
});

describe("uploading a photo", () => {
  it("stores it as an application photo attached to nothing, and answers a token", async () => {
    const token = await upload();
    const mediaId = token.split(".")[0];
    const [row] = await db.select().from(media).where(eq(media.id, mediaId));
    expect(row).toMatchObject({ purpose: "application", originalFilename: null, contentType: "image/webp" });
  });

  it("refuses a file that is not an image, another site, and a missing file, storing nothing", async () => {
    const before = (await db.select().from(media)).length;
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect(await uploadApplicationPhoto(ownSiteHeaders(), async () => photoForm(html, "x.jpg"))).toMatchObject({ status: 400, body: { ok: false, error: "Please select an image file" } });
    const evil = new Headers({ host: "localhost:3000", origin: "https://evil.example" });
    expect(await uploadApplicationPhoto(evil, async () => photoForm(await jpegPhoto()))).toMatchObject({ status: 403 });
    expect(await uploadApplicationPhoto(ownSiteHeaders(), async () => new FormData())).toMatchObject({ status: 400 });
    expect((await db.select().from(media)).length).toBe(before);
  });

  it("is limited per address", async () => {
    const headers = ownSiteHeaders("198.51.100.7");
    const tiny = Buffer.from("not an image");
    for (let i = 0; i < APPLY_LIMITS.photos.limit; i++) await uploadApplicationPhoto(headers, async () => photoForm(tiny));
    expect(await uploadApplicationPhoto(headers, async () => photoForm(await jpegPhoto()))).toMatchObject({ status: 429, body: { ok: false } });
  });
});

describe("sending an application", () => {
  it("stores it pending, with email, phone and date of birth encrypted and the photos attached in order", async () => {
    const tokens = [await upload(), await upload()];
    const answer = await submit(validApplication(tokens, { email: "Ana.Silva@Example.com" }));
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    const [row] = await applications();
    expect(row).toMatchObject({ fullName: "Ana Silva", status: "pending", instagramHandle: "ana.silva", photos: tokens.map((t) => t.split(".")[0]), birthYear: 1998 });
    expect(row.age).toBeGreaterThanOrEqual(27);
    for (const value of [row.emailEnc, row.phoneEnc, row.dateOfBirthEnc]) expect(isEncryptedField(value)).toBe(true);
    expect(decryptField(row.emailEnc)).toBe("ana.silva@example.com");
    expect(decryptField(row.phoneEnc!)).toBe("+44 7700 900123");
    expect(decryptField(row.dateOfBirthEnc!)).toBe("1998-04-21");
    const text = JSON.stringify(row);
    for (const plain of ["ana.silva@example.com", "7700 900123", "1998-04-21"]) expect(text).not.toContain(plain);

    // The applicant gets a receipt; the outbox keeps the address encrypted too.
    const [receipt] = await db.select().from(mailOutbox);
    expect(receipt).toMatchObject({ subject: "We have received your application" });
    expect(receipt.textBody).toContain("Dear Ana Silva");
    expect(receipt.toAddress).not.toContain("ana.silva@example.com");
    expect(decryptField(receipt.toAddress)).toBe("ana.silva@example.com");
  });

  it("refuses anyone under 18 with a clear message, storing nothing", async () => {
    const now = new Date();
    const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
    const answer = await submit(validApplication([await upload()], { dateOfBirth: seventeen }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: expect.stringContaining("18 or over"), fieldErrors: { dateOfBirth: expect.stringContaining("18 or over") } });
    expect(await applications()).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });

  it("answers a filled honeypot as if accepted and stores nothing", async () => {
    const answer = await submit({ ...validApplication([await upload()]), website: "http://spam.example" });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(await applications()).toEqual([]);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });

  it("refuses a forged, expired or reused token, and a token for a file that is not an application upload", async () => {
    const good = await upload();
    const [mediaId, expiry, mac] = good.split(".");
    const forged = `${mediaId}.${Number(expiry) + 1}.${mac}`;
    const expired = signUploadToken(mediaId, { now: Date.now() - 7 * 60 * 60 * 1000 });
    for (const token of [forged, expired, "nonsense"]) {
      const answer = await submit(validApplication([token]));
      expect(answer).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { photos: expect.stringContaining("add it again") } } });
    }
    expect(await applications()).toEqual([]);

    expect(await submit(validApplication([good]))).toMatchObject({ status: 200 });
    // The same upload cannot be attached to a second application.
    expect(await submit(validApplication([good]))).toMatchObject({ status: 400, body: { fieldErrors: { photos: expect.any(String) } } });

    const [gallery] = await db.insert(media).values({ storageKey: `gallery/${crypto.randomUUID()}/original.webp`, contentType: "image/webp", byteSize: 1, width: 1, height: 1, purpose: "gallery" }).returning({ id: media.id });
    expect(await submit(validApplication([signUploadToken(gallery.id)]))).toMatchObject({ status: 400 });
    expect(await applications()).toHaveLength(1);
  });

  it("answers field errors for bad input and never a 500", async () => {
    const answer = await submit({ ...validApplication([]), email: "nope", fullName: "\u202E", photos: "x", __proto__: { admin: true } });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { fieldErrors: Record<string, string> }).fieldErrors)).toEqual(expect.arrayContaining(["email", "fullName", "photos"]));
    expect(await submit("not an object")).toMatchObject({ status: 400 });
    expect(await submitApplication(ownSiteHeaders(), async () => JSON.parse("{"))).toMatchObject({ status: 400 });
  });

  it("refuses another site", async () => {
    const answer = await submit(validApplication([await upload()]), new Headers({ host: "localhost:3000", origin: "null" }));
    expect(answer.status).toBe(403);
    expect(await applications()).toEqual([]);
  });

  it("is limited per address", async () => {
    const headers = ownSiteHeaders("198.51.100.9");
    for (let i = 0; i < APPLY_LIMITS.submissions.limit; i++) await submit({}, headers);
    const answer = await submit(validApplication([await upload()]), headers);
    expect(answer).toMatchObject({ status: 429, body: { ok: false, error: expect.stringContaining("Too many") } });
    expect(answer.headers?.["retry-after"]).toMatch(/^\d+$/);
    expect(await applications()).toEqual([]);
  });
});
