import path from "node:path";

import { type Env, getEnv } from "../env";
import { LocalDiskMediaStore } from "./local-disk-store";
import { RoutedMediaStore, type WriteTargetResolver } from "./routed-store";
import { S3MediaStore, type S3MediaStoreOptions } from "./s3-store";
import type { MediaStore, MediaStoreKind } from "./store";

export * from "./store";
export { LocalDiskMediaStore } from "./local-disk-store";
export { S3MediaStore } from "./s3-store";
export { isRoutedMediaStore, RoutedMediaStore, storeKindsOf, storeRecordedFor, writeTargetOf, type WriteTarget } from "./routed-store";

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

/** The bucket's settings when the environment configures one (all of S3_ENDPOINT, S3_BUCKET and the keys), else null. */
export function s3StoreSettings(env: Env = getEnv()): ({ kind: "s3" } & Required<S3MediaStoreOptions>) | null {
  if (env.MEDIA_STORE !== "s3" && env.S3_ENDPOINT === undefined) return null;
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

/** The store MEDIA_STORE names: where files go until a migration moves them (decision 051). */
export function mediaStoreSettings(env: Env = getEnv()): MediaStoreSettings {
  const s3 = env.MEDIA_STORE === "s3" ? s3StoreSettings(env) : null;
  return s3 ?? { kind: "local", dir: resolveMediaDir(env) };
}

export function createMediaStore(settings: MediaStoreSettings): MediaStore {
  if (settings.kind === "local") return new LocalDiskMediaStore(settings.dir);
  const { kind: _kind, ...options } = settings;
  return new S3MediaStore(options);
}

/**
 * Every store the environment configures, behind one interface: local disk
 * alone, or local disk and the bucket (RoutedMediaStore: reads find a key in
 * either, writes go where the latest migration moved the files; decision 051).
 */
export function createConfiguredMediaStore(env: Env = getEnv(), resolveWriteTarget?: WriteTargetResolver): MediaStore {
  const local = new LocalDiskMediaStore(resolveMediaDir(env));
  const s3Settings = s3StoreSettings(env);
  if (!s3Settings) return local;
  const defaultKind = env.MEDIA_STORE === "s3" ? "s3" : "local";
  return new RoutedMediaStore({ local, s3: createMediaStore(s3Settings) }, defaultKind, resolveWriteTarget);
}

/**
 * Process-wide media store, the one the environment selects (MEDIA_STORE:
 * local disk by default, or an S3-compatible bucket). Cached on `globalThis`
 * so Next.js dev-mode module reloads and multiple bundles share one instance
 * (and one S3 connection pool).
 */
export function getMediaStore(): MediaStore {
  const g = globalThis as GlobalWithStore;
  g[GLOBAL_KEY] ??= withDeleteGate(createConfiguredMediaStore(getEnv(), providedWriteTarget));
  return g[GLOBAL_KEY];
}

/**
 * Asked before the process-wide store deletes a file: true when the deletion
 * was put off (while a backup runs, src/features/backups/deferred-deletes.ts,
 * which provides it). The media store sits below the database in the layers,
 * so the database side provides the answer, as with the write target.
 */
export type MediaDeleteGate = (key: string) => Promise<boolean>;

const DELETE_GATE_KEY = Symbol.for("velvet.mediaDeleteGate");
type GlobalWithDeleteGate = typeof globalThis & { [DELETE_GATE_KEY]?: MediaDeleteGate };

export function provideMediaDeleteGate(gate: MediaDeleteGate | undefined): void {
  (globalThis as GlobalWithDeleteGate)[DELETE_GATE_KEY] = gate;
}

function withDeleteGate(store: MediaStore): MediaStore {
  const remove = store.delete.bind(store);
  store.delete = async (key: string) => {
    const gate = (globalThis as GlobalWithDeleteGate)[DELETE_GATE_KEY];
    if (gate && (await gate(key))) return;
    await remove(key);
  };
  return store;
}

/** Replace (or with no argument, reset) the process-wide store. For tests and scripts. */
export function setMediaStore(store?: MediaStore): void {
  const g = globalThis as GlobalWithStore;
  if (store) g[GLOBAL_KEY] = store;
  else delete g[GLOBAL_KEY];
}

const RESOLVER_KEY = Symbol.for("velvet.mediaWriteTarget");
type GlobalWithResolver = typeof globalThis & { [RESOLVER_KEY]?: WriteTargetResolver };

/**
 * Tells the store where new files go now (the latest Bulk Image Migration's
 * target, read from the database: src/features/media/write-target.ts, which
 * the image-saving code loads). The media store sits below the database in
 * the layers, so the database side provides the answer rather than the store
 * asking for it. Without a provider, files go to the environment's MEDIA_STORE.
 */
export function provideMediaWriteTarget(resolver: WriteTargetResolver): void {
  (globalThis as GlobalWithResolver)[RESOLVER_KEY] = resolver;
}

async function providedWriteTarget(): Promise<MediaStoreKind> {
  const resolver = (globalThis as GlobalWithResolver)[RESOLVER_KEY];
  return resolver ? resolver() : mediaStoreSettings().kind;
}
