import { z } from "zod";

/**
 * The image-pipeline feature flags and their defaults.
 * The old site kept them in the browser; Velvet stores them on the server in
 * site_settings.feature_flags so every admin and every instance sees one value.
 * What each one does (decision 050): preferLocalImages and enableImageProxy
 * decide how public pages show outside images (src/features/images/public-address.ts,
 * the proxy in src/features/images/proxy/); autoFixImages imports an outside
 * address saved in an admin image field (src/features/admin/image-auto-fix.ts).
 */
export const FEATURE_FLAG_KEYS = ["preferLocalImages", "enableImageProxy", "autoFixImages"] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];
export type FeatureFlags = Record<FeatureFlagKey, boolean>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  preferLocalImages: true,
  enableImageProxy: true,
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
