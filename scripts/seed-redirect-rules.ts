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
import { benchRuleMix, benchRules } from "./lib/bench-redirect-rules";

const args = process.argv.slice(2);
const index = args.indexOf("--count");
const COUNT = index === -1 ? 5000 : Number(args[index + 1]);

async function main() {
  const db = await getDb();
  const rules = benchRules(COUNT);
  await db.transaction(async (tx) => {
    await tx.delete(redirects).where(or(like(redirects.fromPath, "/bench-%"), like(redirects.fromPath, "^/bench-%")));
    for (let i = 0; i < rules.length; i += 500) await tx.insert(redirects).values(rules.slice(i, i + 500));
  });
  const { regexes, prefixes } = benchRuleMix(rules.length);
  console.log(`[bench] ${rules.length} redirect rules seeded (${regexes} regex, ${prefixes} prefix, ${rules.length - regexes - prefixes} exact)`);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`[bench] seeding redirect rules failed: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
