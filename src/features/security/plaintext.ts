import { symmetricEncrypt } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { modelApplications, sessions, twoFactors, users } from "@/db/schema";
import { encryptField, fieldKeyring, isEncryptedField, openField } from "@/lib/crypto/field-encryption";

/**
 * cleanup_plaintext_pii_data and cleanup_plaintext_2fa_data:
 * values that should be stored encrypted but are not (rows written before
 * encryption, by hand, or restored from an old dump) are encrypted in place.
 * Counts only: no value, plain or encrypted, leaves this module.
 */

type Db = Database | Transaction;

const PII_FIELDS = ["emailEnc", "phoneEnc", "dateOfBirthEnc"] as const;
type PiiField = (typeof PII_FIELDS)[number];

/** Which audit/result name each column has (email, phone, date_of_birth). */
const PII_NAMES: Record<PiiField, "email" | "phone" | "dateOfBirth"> = {
  emailEnc: "email",
  phoneEnc: "phone",
  dateOfBirthEnc: "dateOfBirth",
};

export interface PiiCleanup {
  applications: number;
  email: number;
  phone: number;
  dateOfBirth: number;
  /** Values a retiring key wrote, now encrypted with the current one (key rotation). */
  rekeyed: number;
  /** Encrypted values no key of the ring opens: left as they are (encrypting them again would lose them). */
  unreadable: number;
}

function isPlain(value: string | null): value is string {
  return value !== null && !isEncryptedField(value);
}

const plaintextPii = sql`(
  ${modelApplications.emailEnc} not like 'enc:v1:%'
  or (${modelApplications.phoneEnc} is not null and ${modelApplications.phoneEnc} not like 'enc:v1:%')
  or (${modelApplications.dateOfBirthEnc} is not null and ${modelApplications.dateOfBirthEnc} not like 'enc:v1:%')
)`;

/** Applications holding at least one personal field in plaintext (the prefix is the quick test; isEncryptedField the exact one). */
export async function countPlaintextPii(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(modelApplications).where(plaintextPii);
  return row?.n ?? 0;
}

type FieldOutcome = { value: string; counted: "plaintext" | "rekeyed" } | { unreadable: true } | null;

/**
 * What to store for one field: plaintext gets encrypted; while keys are
 * being retired (FIELD_ENCRYPTION_PREVIOUS_KEYS), a value one of them wrote
 * is encrypted again with the current key. Anything else stays.
 */
function resealField(value: string | null, keyring: readonly Buffer[]): FieldOutcome {
  if (isPlain(value)) return { value: encryptField(value, keyring[0]), counted: "plaintext" };
  if (value === null || keyring.length < 2) return null;
  try {
    const { plaintext, keyIndex } = openField(value, keyring);
    return keyIndex === 0 ? null : { value: encryptField(plaintext, keyring[0]), counted: "rekeyed" };
  } catch {
    return { unreadable: true };
  }
}

/** Encrypts every plaintext personal field of model_applications (and re-keys during a rotation), under row locks; returns what it changed. */
export async function encryptPlaintextPii(tx: Transaction): Promise<PiiCleanup> {
  const keyring = fieldKeyring();
  const rows = await tx
    .select({ id: modelApplications.id, emailEnc: modelApplications.emailEnc, phoneEnc: modelApplications.phoneEnc, dateOfBirthEnc: modelApplications.dateOfBirthEnc })
    .from(modelApplications)
    .for("update");
  const result: PiiCleanup = { applications: 0, email: 0, phone: 0, dateOfBirth: 0, rekeyed: 0, unreadable: 0 };
  for (const row of rows) {
    const patch: Partial<Record<PiiField, string>> = {};
    for (const field of PII_FIELDS) {
      const outcome = resealField(row[field], keyring);
      if (!outcome) continue;
      if ("unreadable" in outcome) {
        result.unreadable += 1;
        continue;
      }
      patch[field] = outcome.value;
      if (outcome.counted === "plaintext") result[PII_NAMES[field]] += 1;
      else result.rekeyed += 1;
    }
    if (Object.keys(patch).length === 0) continue;
    await tx.update(modelApplications).set(patch).where(eq(modelApplications.id, row.id));
    result.applications += 1;
  }
  return result;
}

/**
 * better-auth's two-factor plugin stores the TOTP secret and the recovery
 * codes through symmetricEncrypt: with a single secret (ours, see
 * src/features/auth/auth.ts) that is lower-case hex of a 24-byte nonce,
 * the ciphertext and a 16-byte tag; with versioned secrets it is
 * `$ba$<version>$<hex>`. The plaintext forms are a 32-character mixed-case
 * secret and a JSON array of codes, neither of which looks like this.
 * A value that merely has the shape but another key is left alone:
 * encrypting it again would lose it for good.
 */
const NONCE_AND_TAG_HEX = (24 + 16) * 2;

export function isPluginEncrypted(value: string): boolean {
  if (/^\$ba\$\d+\$[0-9a-f]+$/.test(value)) return true;
  return /^[0-9a-f]+$/.test(value) && value.length % 2 === 0 && value.length > NONCE_AND_TAG_HEX;
}

export interface TwoFactorCleanup {
  secrets: number;
  backupCodes: number;
  abandoned: number;
}

const plaintextTwoFactor = sql`(
  not (${twoFactors.secret} ~ '^[0-9a-f]+$' or ${twoFactors.secret} ~ '^\\$ba\\$[0-9]+\\$[0-9a-f]+$')
  or not (${twoFactors.backupCodes} ~ '^[0-9a-f]+$' or ${twoFactors.backupCodes} ~ '^\\$ba\\$[0-9]+\\$[0-9a-f]+$')
)`;

export async function countPlaintextTwoFactor(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(twoFactors).where(plaintextTwoFactor);
  return row?.n ?? 0;
}

/**
 * An enrolment that was never confirmed, whose account has no live session.
 * two_factors has no time column, so "older than a day" cannot be read from
 * the row itself; what can be read is that nobody can finish it: the
 * confirming code is accepted only in a signed-in session, and starting
 * again after signing in writes a new secret over the row anyway. An account
 * that signed in within the last day keeps its row.
 */
function abandonedEnrolment(): ReturnType<typeof and> {
  return and(
    eq(twoFactors.verified, false),
    sql`not exists (select 1 from ${users} where ${users.id} = ${twoFactors.userId} and ${users.twoFactorEnabled})`,
    sql`not exists (
      select 1 from ${sessions}
      where ${sessions.userId} = ${twoFactors.userId}
        and (${sessions.expiresAt} > now() or ${sessions.createdAt} > now() - interval '1 day')
    )`,
  );
}

export async function countAbandonedEnrolments(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(twoFactors).where(abandonedEnrolment());
  return row?.n ?? 0;
}

/**
 * Re-encrypts plaintext two-factor secrets and recovery codes with the auth
 * secret, exactly as the plugin would have written them, and deletes
 * abandoned enrolments (deleted first: no point encrypting a row about to go).
 */
export async function cleanPlaintextTwoFactor(tx: Transaction, authSecret: string): Promise<TwoFactorCleanup> {
  const abandoned = await tx.delete(twoFactors).where(abandonedEnrolment()).returning({ id: twoFactors.id });
  const rows = await tx.select({ id: twoFactors.id, secret: twoFactors.secret, backupCodes: twoFactors.backupCodes }).from(twoFactors).for("update");
  const result: TwoFactorCleanup = { secrets: 0, backupCodes: 0, abandoned: abandoned.length };
  for (const row of rows) {
    const patch: { secret?: string; backupCodes?: string } = {};
    if (!isPluginEncrypted(row.secret)) {
      patch.secret = await symmetricEncrypt({ key: authSecret, data: row.secret });
      result.secrets += 1;
    }
    if (!isPluginEncrypted(row.backupCodes)) {
      patch.backupCodes = await symmetricEncrypt({ key: authSecret, data: row.backupCodes });
      result.backupCodes += 1;
    }
    if (patch.secret || patch.backupCodes) await tx.update(twoFactors).set(patch).where(eq(twoFactors.id, row.id));
  }
  return result;
}
