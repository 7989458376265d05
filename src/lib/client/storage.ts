/**
 * Browser storage rules (local storage values that look like JSON but do
 * not parse are dropped; the `preferLocalImages` setting, default false).
 * Every function tolerates a missing or blocked localStorage (private
 * windows, server rendering) and never throws.
 */

export const IMAGE_PREFERENCES_KEY = "imagePreferences";

export interface ImagePreferences {
  preferLocalImages: boolean;
}

export const DEFAULT_IMAGE_PREFERENCES: ImagePreferences = { preferLocalImages: false };

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

/** The stored image preferences, falling back to the defaults for anything missing or malformed. */
export function readImagePreferences(storage: StorageLike | null = defaultStorage()): ImagePreferences {
  const stored = readStoredJson(IMAGE_PREFERENCES_KEY, storage);
  if (stored && typeof stored === "object" && "preferLocalImages" in stored) {
    const value = (stored as { preferLocalImages: unknown }).preferLocalImages;
    if (typeof value === "boolean") return { preferLocalImages: value };
  }
  return { ...DEFAULT_IMAGE_PREFERENCES };
}

export function writeImagePreferences(preferences: ImagePreferences, storage: StorageLike | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(IMAGE_PREFERENCES_KEY, JSON.stringify({ preferLocalImages: preferences.preferLocalImages }));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled
  }
}
