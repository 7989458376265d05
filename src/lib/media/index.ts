import path from "node:path";

import { type Env, getEnv } from "../env";
import { LocalDiskMediaStore } from "./local-disk-store";
import { S3MediaStore, type S3MediaStoreOptions } from "./s3-store";
import type { MediaStore } from "./store";

export * from "./store";
export { LocalDiskMediaStore } from "./local-disk-store";
export { S3MediaStore } from "./s3-store";

const GLOBAL_KEY = Symbol.for("velvet.mediaStore");
type GlobalWithStore = typeof globalThis & { [GLOBAL_KEY]?: MediaStore };

/** Directory used by the default store: `$MEDIA_DIR`, else `$DATA_DIR/media`, else `./data/media`. */
export function resolveMediaDir(env: { MEDIA_DIR?: string; DATA_DIR?: string } = getEnv()): string {
  return path.resolve(env.MEDIA_DIR || path.join(env.DATA_DIR || "./data", "media"));
}

/** Which store the environment asks for, with its defaults filled in (decision 045). */
export type MediaStoreSettings = { kind: "local"; dir: string } | ({ kind: "s3" } & Required<S3MediaStoreOptions>);

const DEFAULT_S3_REGION = "us-east-1";

/** A value the environment schema already required with MEDIA_STORE=s3 (src/lib/env-schema.mjs). */
function required(value: string | undefined, variable: string): string {
  if (value === undefined) throw new Error(`${variable} must be set when MEDIA_STORE=s3`);
  return value;
}

export function mediaStoreSettings(env: Env = getEnv()): MediaStoreSettings {
  if (env.MEDIA_STORE !== "s3") return { kind: "local", dir: resolveMediaDir(env) };
  return {
    kind: "s3",
    endpoint: required(env.S3_ENDPOINT, "S3_ENDPOINT"),
    bucket: required(env.S3_BUCKET, "S3_BUCKET"),
    region: env.S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId: required(env.S3_ACCESS_KEY_ID, "S3_ACCESS_KEY_ID"),
    secretAccessKey: required(env.S3_SECRET_ACCESS_KEY, "S3_SECRET_ACCESS_KEY"),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? true,
  };
}

export function createMediaStore(settings: MediaStoreSettings): MediaStore {
  if (settings.kind === "local") return new LocalDiskMediaStore(settings.dir);
  const { kind: _kind, ...options } = settings;
  return new S3MediaStore(options);
}

/**
 * Process-wide media store, the one the environment selects (MEDIA_STORE:
 * local disk by default, or an S3-compatible bucket). Cached on `globalThis`
 * so Next.js dev-mode module reloads and multiple bundles share one instance
 * (and one S3 connection pool).
 */
export function getMediaStore(): MediaStore {
  const g = globalThis as GlobalWithStore;
  g[GLOBAL_KEY] ??= createMediaStore(mediaStoreSettings());
  return g[GLOBAL_KEY];
}

/** Replace (or with no argument, reset) the process-wide store. For tests and scripts. */
export function setMediaStore(store?: MediaStore): void {
  const g = globalThis as GlobalWithStore;
  if (store) g[GLOBAL_KEY] = store;
  else delete g[GLOBAL_KEY];
}
