/**
 * Browser storage rules (local storage values that look like JSON but do
 * not parse are dropped).
 * Every function tolerates a missing or blocked localStorage (private
 * windows, server rendering) and never throws.
 */

/**
 * Where browsers kept the visitor's own "prefer local images" choice, which
 * nothing in the interface ever set. The site-wide flag of System Settings ›
 * Images replaced it (decision 050): the value is no longer read, and
 * forgetImagePreferences drops what an old browser still holds.
 */
export const IMAGE_PREFERENCES_KEY = "imagePreferences";

/** The Storage methods used here, so tests can pass a fake. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // access denied (e.g. storage disabled)
  }
}

function looksLikeJson(text: string): boolean {
  const start = text.trimStart()[0];
  return start === "{" || start === "[" || start === '"';
}

/**
 * A stored JSON value, or null. A value that looks like JSON but does not
 * parse is removed so it cannot break the next read either; a value that is
 * not JSON-like at all is left alone (another feature may own that key).
 */
export function readStoredJson(key: string, storage: StorageLike | null = defaultStorage()): unknown {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null || !looksLikeJson(raw)) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more to do: the corrupt value is ignored either way.
    }
    return null;
  }
}

/** Removes the retired image preference, if this browser still has one; never throws. */
export function forgetImagePreferences(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(IMAGE_PREFERENCES_KEY);
  } catch {
    // Storage disabled: there is nothing to forget either.
  }
}
