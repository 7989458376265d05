import { describe, expect, it } from "vitest";
import { matchCanonicalRule } from "../../metadata-core";
import { canonicalPatternProblem, canonicalUrlProblem } from "./rules";
import { canonicalRuleFieldsSchema } from "./schemas";

describe("canonicalPatternProblem", () => {
  it.each([
    ["/faq", null],
    ["/models/*", null],
    ["/*", null],
    ["  /blog/*  ", null],
    ["", "required"],
    ["   ", "required"],
    ["faq", "noLeadingSlash"],
    ["*/faq", "noLeadingSlash"],
    ["https://velvet.example/faq", "noLeadingSlash"],
    ["/faq?page=2", "queryOrFragment"],
    ["/faq#top", "queryOrFragment"],
    ["/my page", "whitespace"],
    ["/faq\u202e", "whitespace"],
  ])("%j → %s", (pattern, problem) => {
    expect(canonicalPatternProblem(pattern)).toBe(problem);
  });

  it("accepts exactly the patterns the public head can match", () => {
    // A pattern the rules accept matches a page; one they refuse never would.
    expect(matchCanonicalRule("/models/abc", [{ pattern: "/models/*", canonicalUrl: "/models" }])).toBe("/models");
    expect(matchCanonicalRule("/faq", [{ pattern: "faq", canonicalUrl: "/models" }])).toBeNull();
  });
});

describe("canonicalUrlProblem", () => {
  it.each([
    ["/models", null],
    ["/", null],
    ["https://velvet.example/models", null],
    ["http://velvet.example", null],
    ["", "required"],
    ["models", "invalid"],
    ["//evil.example/models", "invalid"],
    ["ftp://velvet.example/models", "invalid"],
    ["javascript:alert(1)", "invalid"],
    ["https://", "invalid"],
    ["https://velvet.example/a b", "invalid"],
  ])("%j → %s", (url, problem) => {
    expect(canonicalUrlProblem(url)).toBe(problem);
  });
});

describe("canonicalRuleFieldsSchema", () => {
  it("trims both fields and keeps the active switch", () => {
    expect(canonicalRuleFieldsSchema.parse({ pattern: " /faq ", canonicalUrl: " /models ", isActive: false })).toEqual({
      pattern: "/faq",
      canonicalUrl: "/models",
      isActive: false,
    });
  });

  it("refuses each field with its own message reference", () => {
    const result = canonicalRuleFieldsSchema.safeParse({ pattern: "faq", canonicalUrl: "models", isActive: true });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ pattern: "adminSeo.technical.canonical.errors.patternSlash", canonicalUrl: "adminSeo.technical.canonical.errors.urlInvalid" });
  });

  it("refuses a pattern or URL over its limit", () => {
    expect(canonicalRuleFieldsSchema.safeParse({ pattern: `/${"a".repeat(300)}`, canonicalUrl: "/models", isActive: true }).success).toBe(false);
    expect(canonicalRuleFieldsSchema.safeParse({ pattern: "/faq", canonicalUrl: `/${"a".repeat(2000)}`, isActive: true }).success).toBe(false);
  });
});
