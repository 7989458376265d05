import type { redirects } from "../../src/db/schema";
import { sourceProblem } from "../../src/features/seo/redirects/engine";

/** How many of `count` bench rules are regexes (about 50) and prefixes (5 %); the rest are exact. */
export function benchRuleMix(count: number): { regexes: number; prefixes: number } {
  return { regexes: Math.min(50, Math.floor(count / 100)), prefixes: Math.floor(count * 0.05) };
}

/**
 * The redirect benches' rules (scripts/seed-redirect-rules.ts for
 * `npm run bench -- --redirect-rules`, scripts/bench-redirect-matcher.ts):
 * sources under /bench-…, so none answers a page the benches measure, and
 * targets no rule answers (no chains).
 */
export function benchRules(count: number): (typeof redirects.$inferInsert)[] {
  const { regexes, prefixes } = benchRuleMix(count);
  const rules: (typeof redirects.$inferInsert)[] = [];
  for (let i = 0; i < regexes; i++) {
    rules.push({ fromPath: `^/bench-legacy-${i}/(\\d+)(?:/([a-z-]+))?$`, toPath: `/bench-target/legacy-${i}/$1/$2`, matchType: "regex", statusCode: 301 });
  }
  for (let i = 0; i < prefixes; i++) {
    rules.push({ fromPath: `/bench-section-${i}/archive`, toPath: `/bench-target/section-${i}`, matchType: "prefix", statusCode: i % 2 ? 302 : 301 });
  }
  for (let i = rules.length; i < count; i++) {
    rules.push({ fromPath: `/bench-old-page-${i}`, toPath: i % 10 === 0 ? `https://archive.example/${i}` : `/bench-target/page-${i}`, statusCode: [301, 302, 307][i % 3], keepQuery: i % 4 === 0 });
  }
  for (const rule of rules) {
    if (sourceProblem(rule.fromPath, rule.matchType ?? "exact")) throw new Error(`bench rule refused: ${rule.fromPath}`);
  }
  return rules;
}
