import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "../../src/db/client";

/**
 * What the list benches share: their numeric options (`--rows 5000`) and the
 * scratch database they fill, in-memory PGlite unless BENCH_DATABASE_URL
 * names an empty PostgreSQL database made for the bench.
 */

/** The number after `--name` on the command line, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
}

export async function openBenchDatabase(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return openDatabase({ kind: "postgres", url, max: 2 });
  const pglite = new PGlite();
  await pglite.waitReady;
  return openDatabase({ kind: "pglite", pglite });
}
