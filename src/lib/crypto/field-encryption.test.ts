import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  decryptField,
  encryptField,
  FIELD_KEY_FILE,
  FieldDecryptionError,
  isEncryptedField,
  loadFieldKey,
  openField,
  parseFieldKey,
  parsePreviousFieldKeys,
} from "./field-encryption";

const KEY = randomBytes(32);
const OTHER_KEY = randomBytes(32);

const dirs: string[] = [];
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-field-key-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Flips one character of a base64url part, keeping it valid base64url. */
function flip(text: string, at: number): string {
  const swapped = text[at] === "A" ? "B" : "A";
  return text.slice(0, at) + swapped + text.slice(at + 1);
}

describe("field encryption (AES-256-GCM, enc:v1 envelope)", () => {
  it("round-trips text, including non-ASCII and empty strings", () => {
    for (const value of ["ana@example.test", "+44 20 7946 0958", "1990-04-01", "João Ç ☃", ""]) {
      const sealed = encryptField(value, KEY);
      expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/);
      expect(sealed).not.toContain(value || "\u0000");
      expect(decryptField(sealed, KEY)).toBe(value);
    }
  });

  it("uses a fresh IV each time: the same value never encrypts to the same text", () => {
    expect(encryptField("same", KEY)).not.toBe(encryptField("same", KEY));
  });

  it("detects tampering with the ciphertext, the tag or the IV", () => {
    const sealed = encryptField("ana@example.test", KEY);
    const [iv, tag, data] = sealed.slice("enc:v1:".length).split(":");
    for (const altered of [`enc:v1:${iv}:${tag}:${flip(data, 0)}`, `enc:v1:${iv}:${flip(tag, 0)}:${data}`, `enc:v1:${flip(iv, 0)}:${tag}:${data}`]) {
      expect(() => decryptField(altered, KEY)).toThrow(FieldDecryptionError);
    }
    expect(() => decryptField(`enc:v1:${iv}:${tag.slice(2)}:${data}`, KEY)).toThrow(FieldDecryptionError);
  });

  it("refuses a value written with another key", () => {
    expect(() => decryptField(encryptField("secret", KEY), OTHER_KEY)).toThrow(FieldDecryptionError);
  });

  it("tells plaintext from an envelope", () => {
    expect(isEncryptedField(encryptField("x", KEY))).toBe(true);
    for (const plain of ["ana@example.test", "enc:v1:", "enc:v1:abc", "enc:v1:a:b:c:d", "enc:v2:a:b:c", "1990-04-01", "", null, undefined]) {
      expect(isEncryptedField(plain)).toBe(false);
    }
    expect(() => decryptField("ana@example.test", KEY)).toThrow(FieldDecryptionError);
  });
});

describe("the key", () => {
  it("takes 32 bytes of base64 and refuses anything else", () => {
    expect(parseFieldKey(KEY.toString("base64"))).toEqual(KEY);
    expect(parseFieldKey(KEY.toString("base64url"))).toEqual(KEY);
    expect(() => parseFieldKey(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
    expect(() => parseFieldKey("not base64 at all!")).toThrow(/base64/);
  });

  it("comes from FIELD_ENCRYPTION_KEY when set, and writes no file", () => {
    const dir = scratch();
    expect(loadFieldKey({ envKey: KEY.toString("base64"), dir })).toEqual(KEY);
    expect(fs.existsSync(path.join(dir, FIELD_KEY_FILE))).toBe(false);
  });

  it("otherwise is generated once, stored with mode 600, and reused", () => {
    const dir = path.join(scratch(), "nested");
    const first = loadFieldKey({ envKey: undefined, dir });
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, FIELD_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadFieldKey({ envKey: undefined, dir })).toEqual(first);
  });
});

describe("key rotation", () => {
  it("reads a value written with a retiring key and says which key opened it", () => {
    const sealedWithOld = encryptField("ana@example.test", OTHER_KEY);
    expect(openField(sealedWithOld, [KEY, OTHER_KEY])).toEqual({ plaintext: "ana@example.test", keyIndex: 1 });
    expect(openField(encryptField("x", KEY), [KEY, OTHER_KEY])).toEqual({ plaintext: "x", keyIndex: 0 });
    expect(() => openField(sealedWithOld, [KEY])).toThrow(FieldDecryptionError);
  });

  it("parses the retiring keys from a comma-separated list", () => {
    expect(parsePreviousFieldKeys(undefined)).toEqual([]);
    expect(parsePreviousFieldKeys(` ${KEY.toString("base64")} , ${OTHER_KEY.toString("base64")}`)).toEqual([KEY, OTHER_KEY]);
    expect(() => parsePreviousFieldKeys("short")).toThrow();
  });
});
