import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { is, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { dropDatabase, forTests } from "../../scripts/lib/pg.mjs";
import { adminQuery, withDatabase } from "../../tests/setup/global-db";
import { useTestDatabase } from "../../tests/setup/test-db";
import { openDatabase } from "./client";
import { getDb } from "./index";
import { acquireDataDirLock } from "./lock";
import { MIGRATIONS_FOLDER, latestAppliedMigration, runMigrations } from "./migrate";
import * as schema from "./schema";

// Opens and migrates a fresh embedded database: 5-8 s alone, up to 18 s seen on a busy two-core machine.
const FRESH_DATABASE_TIMEOUT_MS = 45_000;

const handle = await useTestDatabase();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

function journalEntries(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
  return journal.entries.length;
}

/** SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

describe("migrations", () => {
  it("are recorded in drizzle's journal table, one row per committed migration", async () => {
    const [{ count }] = await rows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBe(journalEntries());
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    expect(await latestAppliedMigration(handle)).toMatchObject({ count, tag: journal.entries.at(-1)?.tag });
  });

  it("are skipped when already applied", async () => {
    await runMigrations(handle);
    const [{ count }] = await rows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(count).toBe(journalEntries());
  });

  it("create every table of src/db/schema", async () => {
    const expected = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => {
        const config = getTableConfig(table);
        return `${config.schema ?? "public"}.${config.name}`;
      })
      .sort();
    expect(expected.length).toBeGreaterThan(10);
    const present = await rows<{ name: string }>(
      sql`select table_schema || '.' || table_name as name from information_schema.tables where table_type = 'BASE TABLE'`,
    );
    const names = new Set(present.map((r) => r.name));
    expect(expected.filter((name) => !names.has(name))).toEqual([]);
  });

  it("install the check constraints (users.role rejects an unknown role)", async () => {
    const insert = (role: string) =>
      handle.db.execute(
        sql`insert into users (id, name, email, role) values (${`u-${role}`}, 'Check', ${`${role}@example.test`}, ${role})`,
      );
    await expect(insert("member")).resolves.toBeDefined();
    const error = await insert("superuser").catch((e: unknown) => e);
    expect(sqlState(error)).toBe("23514"); // check_violation
    expect(String((error as Error).cause ?? error)).toMatch(/users_role_check/);
  });

  it("are what getDb() sees: useTestDatabase installs the copy as the process-wide handle", async () => {
    expect(await getDb()).toBe(handle.db);
  });
});

describe("several instances starting together on one PostgreSQL database", () => {
  const template = inject("velvetTestDb");

  // PGlite allows one process per folder (the lock below): the race is PostgreSQL's.
  it.runIf(template?.kind === "postgres")(
    "apply each migration once: one migrates, the others wait for it and find nothing left to do",
    async () => {
      if (template?.kind !== "postgres") return;
      const name = `${template.clonePrefix}race_${randomBytes(3).toString("hex")}`;
      await adminQuery(template.adminUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      await adminQuery(template.adminUrl, forTests(name));
      const url = withDatabase(template.adminUrl, name);
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url, max: 3 })));
      try {
        // Without a lock one of these failed (a duplicate pg_type row from the migrations table created twice).
        await Promise.all(instances.map((instance) => runMigrations(instance)));
        const result = await instances[0].db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
        expect((result as unknown as { rows: { count: number }[] }).rows[0].count).toBe(journalEntries());
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await dropDatabase(template.adminUrl, name);
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});

describe("PGlite data-folder lock", () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-lock-test-"));
    dirs.push(dir);
    return dir;
  };

  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Another node process that takes the lock through src/db/lock.ts and holds it until killed. */
  async function holdLockInChild(dir: string): Promise<ChildProcess> {
    const script = path.join(dir, "..", `${path.basename(dir)}-holder.ts`);
    dirs.push(script);
    fs.writeFileSync(
      script,
      `import { acquireDataDirLock } from ${JSON.stringify(path.resolve("src/db/lock.ts"))};
       acquireDataDirLock(${JSON.stringify(dir)});
       console.log("locked");
       setInterval(() => {}, 60_000);`,
    );
    // `node --import tsx` (not the tsx CLI, which runs the script in a grandchild):
    // the pid we hold must be the one that writes the lock.
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
      child.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
    });
    return child;
  }

  it("refuses a second process with a clear message, and takes over once that process is dead", async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);

    const refused = await openDatabase({ kind: "pglite", dataDir: dir }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).name).toBe("DataDirLockedError");
    expect((refused as Error).message).toBe(
      `The embedded database in ${dir} is already open in another process (pid ${holder.pid}). ` +
        "Stop that process first (only one process may use a PGlite folder), or set DATABASE_URL to use PostgreSQL.",
    );

    // kill -9 leaves the lock file behind with a dead pid: a stale lock.
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    const lockFile = path.join(dir, "velvet.lock");
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(holder.pid));

    const db = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
      await db.db.execute(sql`select 1`);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  }, FRESH_DATABASE_TIMEOUT_MS);

  it("refuses a lock file naming another live process (here: our parent)", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "velvet.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(`already open in another process (pid ${process.ppid})`);
  });

  it("takes over a lock file naming a pid that no longer runs", () => {
    const dir = tempDir();
    // Above the kernel's pid_max (4194304 at most), so certainly not running.
    fs.writeFileSync(path.join(dir, "velvet.lock"), "99999999");
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "velvet.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "velvet.lock"))).toBe(false);
  });
});
