import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, getEnv } from "@/lib/env";

export const AUTH_SECRET_FILE = "auth-secret";

export interface EnsureAuthSecretOptions {
  /** Defaults to BETTER_AUTH_SECRET from the environment. */
  envSecret?: string;
  /** Defaults to dataDir(). */
  dir?: string;
}

/**
 * The secret that signs session cookies and tokens: generated on first start and
 * stored, never a default.
 *
 * BETTER_AUTH_SECRET wins when set. Otherwise `${dataDir()}/auth-secret` is read,
 * or created with 32 random bytes (hex) and mode 600. Creation uses O_EXCL so two
 * processes starting together cannot end up with different secrets.
 */
export function ensureAuthSecret(options: EnsureAuthSecretOptions = {}): string {
  const fromEnv = "envSecret" in options ? options.envSecret : getEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;

  const dir = options.dir ?? dataDir();
  const file = path.join(dir, AUTH_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;

  fs.mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another process created it first: use theirs.
    const raced = readSecretFile(file);
    if (raced) return raced;
    throw new Error(`The auth secret file ${file} exists but is empty or too short. Delete it to generate a new one.`);
  }
  return secret;
}

function readSecretFile(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < 32) {
    throw new Error(
      `The auth secret in ${file} is shorter than 32 characters. Replace it with a random value (or delete the file to generate one).`,
    );
  }
  // Tighten permissions left loose by a copy or restore.
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  } catch {
    // Best effort (e.g. a read-only mount).
  }
  return secret;
}
