import { z } from "zod";

/**
 * The image-pipeline feature flags and their defaults.
 * The old site kept them in the browser; Velvet stores them on the server in
 * site_settings.feature_flags so every admin and every instance sees one value.
 */
export const FEATURE_FLAG_KEYS = ["preferLocalImages", "enableImageProxy", "autoFixImages"] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  preferLocalImages: true,
  enableImageProxy: true,
  autoFixImages: false,
};

/**
 * Whether anything reads the flag today. Kept honest: the public gallery
 * follows each visitor's own stored "prefer local images" choice
 * (src/lib/client/storage.ts), and the image tools that would use the others
 * are not built yet. Flip an entry when code starts reading getFeatureFlags().
 */
export const FEATURE_FLAG_IN_USE: Record<FeatureFlagKey, boolean> = {
  preferLocalImages: false,
  enableImageProxy: false,
  autoFixImages: false,
};

export const FeatureFlagsSchema = z
  .object({
    preferLocalImages: z.boolean(),
    enableImageProxy: z.boolean(),
    autoFixImages: z.boolean(),
  })
  .strict();

/** The stored JSON with defaults for anything missing or not a boolean. */
export function resolveFeatureFlags(stored: unknown): FeatureFlags {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    for (const key of FEATURE_FLAG_KEYS) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === "boolean") flags[key] = value;
    }
  }
  return flags;
}
