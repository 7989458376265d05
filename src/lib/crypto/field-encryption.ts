import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, getEnv } from "@/lib/env";

/**
 * Personal data at rest (applicants' date of birth, phone and
 * email): AES-256-GCM, one random 96-bit IV per value, stored as
 *
 *   enc:v1:<base64url iv>:<base64url tag>:<base64url ciphertext>
 *
 * The prefix says which scheme wrote a value, so a plaintext left over from
 * before encryption is recognisable (isEncryptedField) and a later scheme can
 * be added as v2 without guessing. The key is FIELD_ENCRYPTION_KEY (32 bytes,
 * base64) or, when unset, one generated once and kept in the data folder
 * (mode 600), like the auth secret. Keys being retired are listed in
 * FIELD_ENCRYPTION_PREVIOUS_KEYS: read, never written.
 * docs/decisions/017-security-status.md describes rotation.
 */

export const FIELD_ENVELOPE_PREFIX = "enc:v1:";
export const FIELD_KEY_FILE = "field-encryption-key";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = "aes-256-gcm";
/** The scheme's name as System Settings shows it (the cipher above, with its key length). */
export const FIELD_ENCRYPTION_NAME = "AES-256-GCM";

/** Where the key comes from: FIELD_ENCRYPTION_KEY, or the file generated in the data folder. */
export function fieldKeySource(): "environment" | "dataFolder" {
  return getEnv().FIELD_ENCRYPTION_KEY ? "environment" : "dataFolder";
}

/** A value that could not be decrypted: tampered with, truncated, or written with another key. */
export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(`Encrypted field could not be read: ${reason}`);
    this.name = "FieldDecryptionError";
  }
}

/** 32 bytes from base64 (standard or url-safe); anything else is refused rather than padded or cut. */
export function parseFieldKey(base64: string): Buffer {
  const trimmed = base64.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) throw new Error("The field encryption key must be base64.");
  const key = Buffer.from(trimmed, "base64");
  if (key.length !== KEY_BYTES) throw new Error(`The field encryption key must be ${KEY_BYTES} bytes (it is ${key.length}).`);
  return key;
}

export interface FieldKeyOptions {
  /** Defaults to FIELD_ENCRYPTION_KEY from the environment. */
  envKey?: string;
  /** Defaults to dataDir(). */
  dir?: string;
}

let cachedKey: Buffer | undefined;

/**
 * The key: FIELD_ENCRYPTION_KEY when set; otherwise read from, or created
 * once in, `${dataDir()}/field-encryption-key`. Created with O_EXCL so two
 * processes starting together agree on one key.
 */
export function loadFieldKey(options: FieldKeyOptions = {}): Buffer {
  const fromEnv = "envKey" in options ? options.envKey : getEnv().FIELD_ENCRYPTION_KEY;
  if (fromEnv) return parseFieldKey(fromEnv);
  const dir = options.dir ?? dataDir();
  const file = path.join(dir, FIELD_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  fs.mkdirSync(dir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    fs.writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const raced = readKeyFile(file);
    if (raced) return raced;
    throw new Error(`The field encryption key file ${file} exists but is empty.`);
  }
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (!text.trim()) return null;
  return parseFieldKey(text);
}

/** The process's key, read once (a changed key needs a restart: see the rotation procedure). */
function currentKey(): Buffer {
  cachedKey ??= loadFieldKey();
  return cachedKey;
}

/** Keys being retired (FIELD_ENCRYPTION_PREVIOUS_KEYS): values they wrote can still be read, and are re-encrypted with the current key by the PII clean-up. */
export function parsePreviousFieldKeys(list: string | undefined): Buffer[] {
  if (!list) return [];
  return list
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean)
    .map(parseFieldKey);
}

let cachedKeyring: readonly Buffer[] | undefined;

/** The current key first, then the retiring ones. */
export function fieldKeyring(): readonly Buffer[] {
  cachedKeyring ??= [currentKey(), ...parsePreviousFieldKeys(getEnv().FIELD_ENCRYPTION_PREVIOUS_KEYS)];
  return cachedKeyring;
}

/** Tests that point the key elsewhere read it again. */
export function forgetFieldKeyForTests(): void {
  cachedKey = undefined;
  cachedKeyring = undefined;
}

/** Whether a stored value is in the v1 envelope (shape only; decryptField proves it). */
export function isEncryptedField(value: string | null | undefined): boolean {
  if (typeof value !== "string" || !value.startsWith(FIELD_ENVELOPE_PREFIX)) return false;
  const parts = value.slice(FIELD_ENVELOPE_PREFIX.length).split(":");
  return parts.length === 3 && parts.every((part) => /^[A-Za-z0-9_-]*$/.test(part)) && parts[0].length > 0 && parts[1].length > 0;
}

export function encryptField(plaintext: string, key: Buffer = currentKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${FIELD_ENVELOPE_PREFIX}${iv.toString("base64url")}:${tag.toString("base64url")}:${ciphertext.toString("base64url")}`;
}

interface SealedParts {
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

function parseEnvelope(envelope: string): SealedParts {
  if (!isEncryptedField(envelope)) throw new FieldDecryptionError("not an enc:v1 value");
  const [ivText, tagText, dataText] = envelope.slice(FIELD_ENVELOPE_PREFIX.length).split(":");
  const parts = { iv: Buffer.from(ivText, "base64url"), tag: Buffer.from(tagText, "base64url"), data: Buffer.from(dataText, "base64url") };
  if (parts.iv.length !== IV_BYTES || parts.tag.length !== TAG_BYTES) throw new FieldDecryptionError("bad IV or tag length");
  return parts;
}

/** null when the tag does not match: the value was changed, or another key wrote it. */
function openWithKey({ iv, tag, data }: SealedParts, key: Buffer): string | null {
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * The plaintext and which key of the ring opened it (0: the current one).
 * FieldDecryptionError when the envelope is malformed, altered, or from a
 * key the ring does not hold.
 */
export function openField(envelope: string, keyring: Buffer | readonly Buffer[] = fieldKeyring()): { plaintext: string; keyIndex: number } {
  const parts = parseEnvelope(envelope);
  const keys = Buffer.isBuffer(keyring) ? [keyring] : keyring;
  for (const [keyIndex, key] of keys.entries()) {
    const plaintext = openWithKey(parts, key);
    if (plaintext !== null) return { plaintext, keyIndex };
  }
  throw new FieldDecryptionError("authentication failed");
}

/** The plaintext, or FieldDecryptionError when the envelope is malformed, altered or from another key. */
export function decryptField(envelope: string, keyring: Buffer | readonly Buffer[] = fieldKeyring()): string {
  return openField(envelope, keyring).plaintext;
}
