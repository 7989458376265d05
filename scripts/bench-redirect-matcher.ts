/**
 * The redirect layer's own cost, without the noise of a whole server: how
 * long the compiled matcher takes to find that no rule answers the pages
 * `npm run bench -- --redirect-rules 5000` measures, with the same 5,000
 * rules (scripts/lib/bench-redirect-rules.ts). A whole-server run on two shared
 * cores moves by ±20 % per page from one run to the next, more than the 5 %
 * it is meant to resolve (decision 030, "Measured"); this figure divided by a
 * page's CPU time per request is the share of throughput the rules can cost.
 *
 *   npx tsx scripts/bench-redirect-matcher.ts [--rules 5000] [--lookups 200000]
 */
import { compileRules } from "../src/features/seo/redirects/engine";
import type { RedirectRule } from "../src/features/seo/redirects/engine";
import { numberOption } from "./lib/bench-database";
import { benchRules } from "./lib/bench-redirect-rules";

const RULES = numberOption("rules", 5000);
const LOOKUPS = numberOption("lookups", 200_000);
const PAGES = ["/", "/blonde-escorts", "/escorts-in-mayfair", "/models/b3e72792-88ae-4d8b-8a5e-30619aeb88a8"];

const rules: RedirectRule[] = benchRules(RULES).map((rule, index) => ({
  id: String(index),
  fromPath: rule.fromPath,
  toPath: rule.toPath ?? null,
  matchType: rule.matchType ?? "exact",
  statusCode: rule.statusCode ?? 301,
  keepQuery: rule.keepQuery ?? false,
}));
const matcher = compileRules(rules);
for (const page of PAGES) if (matcher.match(page)) throw new Error(`a bench rule answers ${page}`);

for (let i = 0; i < LOOKUPS / 10; i++) matcher.match(PAGES[i % PAGES.length]);
const started = performance.now();
for (let i = 0; i < LOOKUPS; i++) matcher.match(PAGES[i % PAGES.length]);
const microseconds = ((performance.now() - started) * 1000) / LOOKUPS;
console.log(`${matcher.size} rules: ${microseconds.toFixed(2)} µs per lookup of a page no rule answers (${LOOKUPS} lookups)`);
