import path from "node:path";

import { getEnv } from "../env";
import { LocalDiskMediaStore } from "./local-disk-store";
import type { MediaStore } from "./store";

export * from "./store";
export { LocalDiskMediaStore } from "./local-disk-store";

const GLOBAL_KEY = Symbol.for("velvet.mediaStore");
type GlobalWithStore = typeof globalThis & { [GLOBAL_KEY]?: MediaStore };

/** Directory used by the default store: `$MEDIA_DIR`, else `$DATA_DIR/media`, else `./data/media`. */
export function resolveMediaDir(env: { MEDIA_DIR?: string; DATA_DIR?: string } = getEnv()): string {
  return path.resolve(env.MEDIA_DIR || path.join(env.DATA_DIR || "./data", "media"));
}

/**
 * Process-wide media store (cached on `globalThis` so Next.js dev-mode module
 * reloads and multiple bundles share one instance). Currently always a
 * {@link LocalDiskMediaStore}; an S3-backed store can be selected here later.
 */
export function getMediaStore(): MediaStore {
  const g = globalThis as GlobalWithStore;
  g[GLOBAL_KEY] ??= new LocalDiskMediaStore(resolveMediaDir());
  return g[GLOBAL_KEY];
}

/** Replace (or with no argument, reset) the process-wide store. For tests and scripts. */
export function setMediaStore(store?: MediaStore): void {
  const g = globalThis as GlobalWithStore;
  if (store) g[GLOBAL_KEY] = store;
  else delete g[GLOBAL_KEY];
}
