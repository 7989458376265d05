/**
 * The directory at a hundred times its size, for the scale bench
 * (`npm run bench -- --scale`, decision 040): on a database the demo seed
 * has filled (scripts/setup.ts; DATA_DIR for the embedded database or
 * DATABASE_URL for PostgreSQL), adds models, photos in the four
 * visibilities, member accounts, reviews, page views and redirect rules
 * until each total is factor × the demo's scale (scripts/lib/scale-seed.ts).
 * Same factor, seed and anchor day on the same base: the same rows. Never
 * run it against a folder a running server holds (PGlite takes no lock).
 *
 *   npm run seed:scale -- --factor 100
 *   npm run seed:scale -- --factor 100 --seed velvet --anchor 2026-11-27
 */
import { closeDatabase, getDb } from "../src/db";
import { seedScale } from "./lib/scale-seed";

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

async function main(): Promise<void> {
  const factor = Number(option("factor") ?? 100);
  // The anchor defaults to today (UTC) so the page views fall in the SEO screens' 90-day window.
  const anchorDay = option("anchor") ?? new Date().toISOString().slice(0, 10);
  const seed = option("seed") ?? "velvet";
  const started = performance.now();
  const log = (line: string) => console.log(`[seed-scale] ${line}`);
  log(`factor ${factor}, seed "${seed}", dates up to ${anchorDay}`);
  const totals = await seedScale(await getDb(), { factor, seed, anchorDay, log });
  log(
    `totals: ${totals.models} models, ${totals.photos} photos, ${totals.users} accounts, ${totals.reviews} reviews, ` +
      `${totals.pageViews} page views, ${totals.redirects} redirect rules`,
  );
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`[seed-scale] failed: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
