import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_FLAGS, FeatureFlagsSchema, resolveFeatureFlags } from "./feature-flags";

describe("feature flags", () => {
  it("default to preferLocalImages and enableImageProxy on, autoFixImages off", () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({ preferLocalImages: true, enableImageProxy: true, autoFixImages: false });
  });

  it("fill what is missing or malformed with the defaults", () => {
    expect(resolveFeatureFlags({})).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(resolveFeatureFlags(null)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(resolveFeatureFlags([true])).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(resolveFeatureFlags({ autoFixImages: true, enableImageProxy: "no", extra: true })).toEqual({
      preferLocalImages: true,
      enableImageProxy: true,
      autoFixImages: true,
    });
  });

  it("accept exactly the three booleans", () => {
    expect(FeatureFlagsSchema.safeParse({ preferLocalImages: false, enableImageProxy: false, autoFixImages: true }).success).toBe(true);
    expect(FeatureFlagsSchema.safeParse({ preferLocalImages: false, enableImageProxy: false }).success).toBe(false);
    expect(FeatureFlagsSchema.safeParse({ ...DEFAULT_FEATURE_FLAGS, role: "admin" }).success).toBe(false);
    expect(FeatureFlagsSchema.safeParse({ ...DEFAULT_FEATURE_FLAGS, autoFixImages: "true" }).success).toBe(false);
  });
});
