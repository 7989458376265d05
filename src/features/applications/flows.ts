import "server-only";
import { and, arrayOverlaps, eq, inArray } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { media, modelApplications } from "@/db/schema";
import { consumeRateLimit, getClientIp } from "@/features/auth/rate-limit";
import { deliverQueuedMail, queueMail } from "@/features/mail/mail";
import { storeImage } from "@/features/media/save";
import { encryptField } from "@/lib/crypto/field-encryption";
import { getEnv } from "@/lib/env";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";
import { isSameOriginRequest } from "@/lib/same-origin";
import { applicationReceivedMail, readBrandName } from "./mail";
import { checkDateOfBirth, londonToday, normaliseInstagramHandle } from "./rules";
import { applicationSchema, DATE_OF_BIRTH_MESSAGES, fieldErrorsOf, type ApplicationFields, type SubmitApplicationResult, type UploadPhotoResult } from "./schemas";
import { signUploadToken, verifyUploadToken } from "./upload-token";

/**
 * The two requests behind /apply: one per photo (stored at once, answered
 * with a signed token), then the form with the tokens. Both refuse another
 * site (decision 013) and count against a per-address limit before doing
 * any work. Nothing here logs what an applicant typed: a failure is logged by
 * its error message only, never with the input (PII never in logs, tested
 * with canary values).
 */

/** Per address: enough photos for two attempts at a full form, and a few submissions. */
export const APPLY_LIMITS = {
  photos: { limit: 30, windowSeconds: 60 * 60 },
  submissions: { limit: 5, windowSeconds: 60 * 60 },
} as const;

export interface FlowAnswer<T> {
  status: number;
  body: T;
  headers?: Record<string, string>;
}

const CROSS_SITE = "This form can only be sent from our own website.";
const GENERIC_FAILURE = "Sorry, we could not save your application just now. Please try again in a few minutes; nothing you typed has been lost.";

function answer<T>(status: number, body: T, headers?: Record<string, string>): FlowAnswer<T> {
  return { status, body, ...(headers ? { headers } : {}) };
}

function tooManyRequests(retryAfterSeconds: number, what: string) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return answer(429, { ok: false as const, error: `Too many ${what} from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` }, { "retry-after": String(retryAfterSeconds) });
}

function sameOrigin(headers: Headers): boolean {
  return isSameOriginRequest(headers, getEnv().SITE_URL);
}

// ---------------------------------------------------------------------------
// One photo
// ---------------------------------------------------------------------------

/**
 * Stores one photo through the media pipeline (magic bytes, 10 MB, pixel
 * limit, re-encoded to WebP without metadata) as purpose "application", not
 * attached to anything yet, and answers a token for it. The file's own name
 * is not kept: it can carry a person's name.
 */
export async function uploadApplicationPhoto(headers: Headers, readForm: () => Promise<FormData>): Promise<FlowAnswer<UploadPhotoResult>> {
  if (!sameOrigin(headers)) return answer(403, { ok: false, error: CROSS_SITE });
  const limit = await consumeRateLimit({ key: `apply:photo:${getClientIp(headers)}`, ...APPLY_LIMITS.photos });
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, "photo uploads");

  let file: FormDataEntryValue | null;
  try {
    file = (await readForm()).get("photo");
  } catch {
    return answer(400, { ok: false, error: "Please select an image file" });
  }
  if (!(file instanceof File) || file.size === 0) return answer(400, { ok: false, error: "Please select an image file" });
  // Checked before the body is read into memory.
  if (file.size > MAX_UPLOAD_BYTES) return answer(413, { ok: false, error: "Please select an image smaller than 10MB" });

  const stored = await storeImage(await getDb(), { data: Buffer.from(await file.arrayBuffer()), purpose: "application", originalFilename: null, createdBy: null });
  // 507 Insufficient Storage: the server's disk is full, not the applicant's file at fault.
  if (!stored.ok) return answer(stored.code === "storage_full" ? 507 : 400, { ok: false, error: stored.message });
  return answer(200, { ok: true, token: signUploadToken(stored.mediaId) });
}

// ---------------------------------------------------------------------------
// The application
// ---------------------------------------------------------------------------

type Refusal = Extract<SubmitApplicationResult, { ok: false }>;

class SubmitRefusal extends Error {
  constructor(readonly body: Refusal) {
    super(body.error);
  }
}

const FIX_FIELDS = "Please check the highlighted fields.";
const PHOTO_AGAIN = "One of your photos could not be attached (it may have expired). Please remove it and add it again.";

/** The media ids the tokens sign, in order; a bad or expired token is a field error on the photos. */
function mediaIdsOf(tokens: readonly string[]): string[] {
  const ids: string[] = [];
  for (const token of tokens) {
    const check = verifyUploadToken(token);
    if (!check.ok) throw new SubmitRefusal({ ok: false, error: FIX_FIELDS, fieldErrors: { photos: PHOTO_AGAIN } });
    if (!ids.includes(check.mediaId)) ids.push(check.mediaId);
  }
  return ids;
}

/**
 * Locks the uploads and checks each is still an unattached application photo:
 * a token cannot attach a file twice (to two applications) or a file that has
 * since been removed.
 */
async function claimUploads(tx: Transaction, mediaIds: readonly string[]): Promise<void> {
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, [...mediaIds]), eq(media.purpose, "application")))
    .for("update");
  const attached = await tx
    .select({ id: modelApplications.id })
    .from(modelApplications)
    .where(arrayOverlaps(modelApplications.photos, [...mediaIds]))
    .limit(1);
  if (rows.length !== mediaIds.length || attached.length > 0) {
    throw new SubmitRefusal({ ok: false, error: FIX_FIELDS, fieldErrors: { photos: PHOTO_AGAIN } });
  }
}

/** The row to insert: personal contact details encrypted (AES-256-GCM); age and birth year kept in clear for the list. */
function applicationRow(fields: ApplicationFields, dob: { isoDate: string; age: number; birthYear: number }, photos: string[]) {
  const orNull = (value: string) => (value === "" ? null : value);
  return {
    fullName: fields.fullName,
    emailEnc: encryptField(fields.email.toLowerCase()),
    phoneEnc: fields.phone ? encryptField(fields.phone) : null,
    dateOfBirthEnc: encryptField(dob.isoDate),
    age: dob.age,
    birthYear: dob.birthYear,
    nationality: orNull(fields.nationality),
    languages: fields.languages,
    otherLanguage: orNull(fields.otherLanguage),
    height: orNull(fields.height),
    measurements: orNull(fields.measurements),
    dressSize: orNull(fields.dressSize),
    hairColor: orNull(fields.hairColor),
    eyeColor: orNull(fields.eyeColor),
    tattoos: orNull(fields.tattoos),
    piercings: orNull(fields.piercings),
    interests: fields.interests,
    availability: orNull(fields.availability),
    locationPreference: orNull(fields.locationPreference),
    motivation: orNull(fields.motivation),
    instagramHandle: fields.instagramHandle ? normaliseInstagramHandle(fields.instagramHandle) : null,
    photos,
  };
}

/**
 * Validates and stores an application. Order: same site, rate limit, the
 * honeypot (a filled one is answered exactly as a success and stores
 * nothing, so a bot learns nothing), the fields, the date of birth (adults
 * only), the photo tokens; then one insert. Any refusal says which field to
 * fix; the browser keeps what was typed.
 */
export async function submitApplication(headers: Headers, readBody: () => Promise<unknown>, { now = new Date() }: { now?: Date } = {}): Promise<FlowAnswer<SubmitApplicationResult>> {
  if (!sameOrigin(headers)) return answer(403, { ok: false, error: CROSS_SITE });
  const limit = await consumeRateLimit({ key: `apply:submit:${getClientIp(headers)}`, ...APPLY_LIMITS.submissions });
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, "applications");

  let body: unknown;
  try {
    body = await readBody();
  } catch {
    return answer(400, { ok: false, error: FIX_FIELDS });
  }
  if (isHoneypotFilled(body)) return answer(200, { ok: true });

  const parsed = applicationSchema.safeParse(body);
  if (!parsed.success) return answer(400, { ok: false, error: FIX_FIELDS, fieldErrors: fieldErrorsOf(parsed.error) });
  const fields = parsed.data;
  const dob = checkDateOfBirth(fields.dateOfBirth, londonToday(now));
  if (!dob.ok) {
    const message = DATE_OF_BIRTH_MESSAGES[dob.problem];
    return answer(400, { ok: false, error: dob.problem === "underAge" ? message : FIX_FIELDS, fieldErrors: { dateOfBirth: message } });
  }

  try {
    const photos = mediaIdsOf(fields.photos);
    const db = await getDb();
    const mailId = await db.transaction(async (tx) => {
      await claimUploads(tx, photos);
      await tx.insert(modelApplications).values(applicationRow(fields, dob, photos));
      // Queued with the application, sent after the commit: a refused or failed insert mails no one.
      return queueMail(tx, applicationReceivedMail({ to: fields.email.toLowerCase(), name: fields.fullName, brand: await readBrandName(tx) }));
    });
    // Stored: the answer is a success whatever the mail does (delivery failures stay on the outbox row).
    await deliverQueuedMail([mailId]).catch(() => console.error("[apply] the receipt could not be sent; it stays in mail_outbox"));
    return answer(200, { ok: true });
  } catch (error) {
    if (error instanceof SubmitRefusal) return answer(400, error.body);
    // The message only: the input (names, contact details) never reaches the log.
    const code = (error as { code?: unknown })?.code;
    console.error(`[apply] storing an application failed (${error instanceof Error ? error.name : "error"}${code ? ` ${String(code)}` : ""})`);
    return answer(500, { ok: false, error: GENERIC_FAILURE });
  }
}

/** The hidden "website" field has something in it: a form filled by a program. */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>).website;
  return typeof value === "string" && value.trim() !== "";
}
