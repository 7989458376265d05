/**
 * Fills the redirects table with N active rules of mixed kinds for the
 * benchmark (`npm run bench -- --redirect-rules 5000`): mostly exact, a few
 * hundred prefixes and about 50 regexes, none of them matching the pages the
 * benchmark measures, so every measured request pays for the lookup without
 * being redirected. Run against the database the server will open (DATA_DIR
 * or DATABASE_URL), never while a server holds it. Earlier bench rules are
 * replaced.
 *
 *   npx tsx scripts/seed-redirect-rules.ts --count 5000
 */
import { like, or } from "drizzle-orm";
import { closeDatabase, getDb } from "../src/db";
import { redirects } from "../src/db/schema";
import { sourceProblem } from "../src/features/seo/redirects/engine.mjs";

const args = process.argv.slice(2);
const index = args.indexOf("--count");
const COUNT = index === -1 ? 5000 : Number(args[index + 1]);
const REGEXES = Math.min(50, Math.floor(COUNT / 100));
const PREFIXES = Math.floor(COUNT * 0.05);

/** The rules: sources under /bench-…, targets that no rule answers (no chains). */
export function benchRules(count: number): (typeof redirects.$inferInsert)[] {
  const rules: (typeof redirects.$inferInsert)[] = [];
  for (let i = 0; i < REGEXES; i++) {
    rules.push({ fromPath: `^/bench-legacy-${i}/(\\d+)(?:/([a-z-]+))?$`, toPath: `/bench-target/legacy-${i}/$1/$2`, matchType: "regex", statusCode: 301 });
  }
  for (let i = 0; i < PREFIXES; i++) {
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

async function main() {
  const db = await getDb();
  const rules = benchRules(COUNT);
  await db.transaction(async (tx) => {
    await tx.delete(redirects).where(or(like(redirects.fromPath, "/bench-%"), like(redirects.fromPath, "^/bench-%")));
    for (let i = 0; i < rules.length; i += 500) await tx.insert(redirects).values(rules.slice(i, i + 500));
  });
  console.log(`[bench] ${rules.length} redirect rules seeded (${REGEXES} regex, ${PREFIXES} prefix, ${rules.length - REGEXES - PREFIXES} exact)`);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`[bench] seeding redirect rules failed: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
