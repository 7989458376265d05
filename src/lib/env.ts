import path from "node:path";
import { parseEnv, parseEnvOrExit, type Env } from "./env-schema.mjs";

/**
 * Configuration from the environment for the app: the one schema in
 * src/lib/env-schema.mjs (shared with the server, src/server/main.ts), parsed once per
 * process on first use. The production server and src/instrumentation.ts
 * parse it at boot, so a bad value stops the start there rather than failing
 * a request later.
 */
export type { Env } from "./env-schema.mjs";
export { InvalidEnvError, parseEnv } from "./env-schema.mjs";

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests that change process.env (vi.stubEnv) read it again; the app reads it once. */
export function forgetEnvForTests(): void {
  cached = undefined;
}

export function dataDir(): string {
  return path.resolve(getEnv().DATA_DIR);
}

/** The public URL: SITE_URL, or localhost on PORT; no trailing slash. */
export function siteUrl(): string {
  const env = getEnv();
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/** Served over https (SITE_URL says so): cookies get the Secure flag. */
export function siteUsesHttps(): boolean {
  return getEnv().SITE_URL?.startsWith("https://") ?? false;
}

/**
 * For boot: parses the environment and, when a value is bad, prints which and
 * why and ends the process. Under the production server this never fires (the
 * server checked first); it covers `next start` and `next dev`, where a
 * thrown error would leave every request answering a bare 500 instead.
 */
export function exitOnInvalidEnv(label: string): Env {
  cached ??= parseEnvOrExit(label, process.env);
  return cached;
}
