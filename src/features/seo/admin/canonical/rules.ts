/**
 * Canonical rules (canonical_rules): what a pattern
 * and a canonical URL may be. Pure: unit-tested, shared by the dialog and
 * the actions. The public head applies them with matchCanonicalRule
 * (../metadata-core.ts): the first active rule, in the order they were
 * added, whose pattern matches the page's path decides its canonical URL.
 */

export const CANONICAL_RULE_LIMITS = { pattern: 300, canonicalUrl: 2000 } as const;

/** Spaces, control and text-direction characters: never in a path a browser asks for, and a way to disguise one. */
const INVISIBLE = /[\s\p{C}]/u;

export type PatternProblem = "required" | "noLeadingSlash" | "queryOrFragment" | "whitespace";
export type CanonicalUrlProblem = "required" | "invalid";

/**
 * Why a pattern can never match a page, or null. A pattern is a path
 * starting with "/" where `*` stands for any run of characters (as
 * matchCanonicalRule reads it). The path it is matched against has no query
 * or fragment and no spaces, so a pattern with them would never apply.
 */
export function canonicalPatternProblem(pattern: string): PatternProblem | null {
  const value = pattern.trim();
  if (!value) return "required";
  if (!value.startsWith("/")) return "noLeadingSlash";
  if (/[?#]/.test(value)) return "queryOrFragment";
  if (INVISIBLE.test(value)) return "whitespace";
  return null;
}

/**
 * Why a canonical URL cannot be used, or null: it is a path on this site
 * ("/models") or an absolute http(s) address. "//host" is refused: it reads
 * as a path but names another site.
 */
export function canonicalUrlProblem(url: string): CanonicalUrlProblem | null {
  const value = url.trim();
  if (!value) return "required";
  if (INVISIBLE.test(value)) return "invalid";
  if (value.startsWith("/")) return value.startsWith("//") ? "invalid" : null;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname ? null : "invalid";
  } catch {
    return "invalid";
  }
}
