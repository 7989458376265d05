import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import pg from "pg";
import type { DatabaseHandle } from "@/db/client";
import type { DumpFormat } from "./set-format";
import { adaptScript, splitCopyBlocks, statementBatches } from "./sql-script";

/**
 * The database's half of a backup set (decision 055). PostgreSQL is dumped
 * with the machine's pg_dump in its custom format; the embedded database with
 * PGlite's own pg_dump (plain SQL). Both dumps leave out owners and grants, so
 * a set restores as whichever role runs the restore, and each restores onto
 * the other kind too: a custom dump becomes SQL through pg_restore, and the
 * PGlite dump's SQL runs on PostgreSQL with the few settings only a newer
 * server knows left out.
 */

export interface DumpResult {
  format: DumpFormat;
  serverVersion: string;
  migration: string | null;
}

export type RestoreTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

const DUMP_OPTIONS = ["--no-owner", "--no-privileges"];

/** Writes the database's dump to `file`. */
export async function dumpDatabase(handle: DatabaseHandle, file: string): Promise<DumpResult> {
  const source = handle.source;
  if (source.kind === "postgres") {
    await runPgTool("pg_dump", ["--format=custom", ...DUMP_OPTIONS, `--file=${file}`], source.url);
    const client = await connect(source.url);
    try {
      return { format: "pg_dump-custom", serverVersion: await serverVersionOf(client), migration: await newestMigrationOf(client) };
    } finally {
      await client.end();
    }
  }
  return dumpPglite(source.pglite, file);
}

/**
 * PGlite runs one session, which the app's queries share, and its pg_dump
 * would run inside whatever transaction the app has open. So the dump is
 * taken from a copy: the data folder is copied while a transaction of ours
 * holds the others back (the copy is a crash-consistent image, which PGlite
 * recovers like a restart), and the copy is dumped.
 */
async function dumpPglite(live: PGlite, file: string): Promise<DumpResult> {
  let image: File | Blob | undefined;
  await live.transaction(async (tx) => {
    // Written out first: an image recovered from the log alone would move every sequence 32 values on.
    await tx.exec("checkpoint");
    image = await live.dumpDataDir("none");
  });
  const copy = await PGlite.create({ loadDataDir: image });
  try {
    const dump = await pgDump({ pg: copy, args: DUMP_OPTIONS });
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    const version = await copy.query<{ server_version: string }>("show server_version");
    const migration = await copy.query<{ created_at: string }>(
      "select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    return { format: "pglite-sql", serverVersion: version.rows[0]?.server_version ?? "", migration: migration.rows[0]?.created_at ?? null };
  } finally {
    await copy.close();
  }
}

/** Loads a dump into an empty database (the caller checked that it is empty). */
export async function restoreDatabase(format: DumpFormat, file: string, target: RestoreTarget): Promise<void> {
  if (target.kind === "postgres") {
    if (format === "pg_dump-custom") {
      await runPgTool("pg_restore", [...DUMP_OPTIONS, "--single-transaction", "--exit-on-error", file], target.url);
      return;
    }
    await runSqlOnPostgres(target.url, await fs.promises.readFile(file, "utf8"));
    return;
  }
  const script = format === "pglite-sql" ? await fs.promises.readFile(file, "utf8") : await customDumpAsSql(file);
  const pglite = await PGlite.create(target.dataDir);
  try {
    await runSqlOnPglite(pglite, script);
  } finally {
    await pglite.close();
  }
}

/** Whether the database holds any table of ours (or any at all in its public schema). */
export async function databaseIsEmpty(target: RestoreTarget): Promise<boolean> {
  const query = "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')";
  if (target.kind === "postgres") {
    const client = await connect(target.url);
    try {
      return (await client.query<{ n: number }>(query)).rows[0].n === 0;
    } finally {
      await client.end();
    }
  }
  if (!fs.existsSync(target.dataDir) || fs.readdirSync(target.dataDir).filter((name) => name !== "velvet.lock").length === 0) return true;
  const pglite = await PGlite.create(target.dataDir);
  try {
    return (await pglite.query<{ n: number }>(query)).rows[0].n === 0;
  } finally {
    await pglite.close();
  }
}

/** Empties a database for a restore that was told to replace what is there. */
export async function emptyDatabase(target: RestoreTarget): Promise<void> {
  if (target.kind === "pglite") {
    // The folder's lock file stays: the restore holds it.
    for (const name of await fs.promises.readdir(target.dataDir).catch(() => [])) {
      if (name !== "velvet.lock") await fs.promises.rm(path.join(target.dataDir, name), { recursive: true, force: true });
    }
    return;
  }
  const client = await connect(target.url);
  try {
    await client.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
  } finally {
    await client.end();
  }
}

// --- PostgreSQL's own tools -------------------------------------------------

/**
 * Runs pg_dump or pg_restore against `url`. The password travels in the
 * child's environment, not its arguments (which any user can read in `ps`).
 */
function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<string> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  const env = { ...process.env, PGPASSWORD: password, PGCONNECT_TIMEOUT: "10" };
  const allArgs = [...args, `--dbname=${address.toString()}`];
  return new Promise((resolve, reject) => {
    execFile(tool, allArgs, { env, maxBuffer: 1024 * 1024 * 1024, encoding: "utf8" }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      reject(new Error(missing ? `${tool} was not found: install PostgreSQL's client tools (postgresql-client) to back up or restore a PostgreSQL database.` : `${tool} failed: ${(stderr || error.message).trim().split("\n").slice(-3).join(" ")}`));
    });
  });
}

/** A custom-format dump as the SQL script pg_restore would run (no server needed). */
async function customDumpAsSql(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_restore", [...DUMP_OPTIONS, "--file=-", file]);
    const chunks: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === "ENOENT" ? "pg_restore was not found: a PostgreSQL backup restores onto the embedded database through PostgreSQL's client tools (postgresql-client)." : error.message)),
    );
    child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(chunks).toString("utf8")) : reject(new Error(`pg_restore failed: ${stderr.trim()}`))));
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function serverVersionOf(client: pg.Client): Promise<string> {
  return (await client.query<{ server_version: string }>("show server_version")).rows[0].server_version;
}

async function newestMigrationOf(client: pg.Client): Promise<string | null> {
  const result = await client.query<{ created_at: string }>(
    "select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  return result.rows[0]?.created_at ?? null;
}

// --- Running a dump's SQL ---------------------------------------------------

async function runSqlOnPostgres(url: string, script: string): Promise<void> {
  const client = await connect(url);
  try {
    const major = Number((await serverVersionOf(client)).split(".")[0]);
    await client.query("begin");
    for (const batch of statementBatches(adaptScript(script, major))) await client.query(batch);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function runSqlOnPglite(pglite: PGlite, script: string): Promise<void> {
  const major = Number((await pglite.query<{ server_version: string }>("show server_version")).rows[0].server_version.split(".")[0]);
  await pglite.transaction(async (tx) => {
    for (const part of splitCopyBlocks(adaptScript(script, major))) {
      if ("sql" in part) for (const batch of statementBatches(part.sql)) await tx.exec(batch);
      else if (part.rows) await tx.query(part.statement, [], { blob: new Blob([part.rows]) });
    }
  });
}
