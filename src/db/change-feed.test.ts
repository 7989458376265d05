import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, getDatabaseHandle } from "@/db";
import { pgliteDataDir } from "@/db/client";
import { allowConsoleError } from "../../tests/setup/console";
import { CHANGES_CHANNEL } from "@/lib/cache";
import { onTableChange } from "@/lib/changes";
import { startChangeFeed } from "./change-feed";

// Opens and migrates a fresh embedded database: 5-8 s alone, up to 18 s seen on a busy two-core machine.
const FRESH_DATABASE_TIMEOUT_MS = 45_000;

afterEach(async () => {
  await closeDatabase();
});

describe("change feed", () => {
  it("does not fail the server's start when the database cannot be opened, and starts listening once it can", async () => {
    allowConsoleError(/the database cannot be opened/);
    // Another live process holds the embedded database's folder (here: the test runner).
    const folder = pgliteDataDir();
    fs.mkdirSync(folder, { recursive: true });
    const lockFile = path.join(folder, "velvet.lock");
    fs.writeFileSync(lockFile, String(process.ppid));
    const errors: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(" "));
      originalError(...args);
    };
    try {
      await expect(startChangeFeed(50)).resolves.toBeUndefined();
    } finally {
      console.error = originalError;
    }
    expect(errors.join("\n")).toMatch(/already open in another process.*trying again every 0\.05 s/s);

    const seen: string[] = [];
    const unsubscribe = onTableChange((table) => seen.push(table));
    try {
      fs.rmSync(lockFile);
      // The feed opens the database on its next try; a write notification then reaches the listeners.
      await expect
        .poll(
          async () => {
            await (await getDatabaseHandle()).notify(CHANGES_CHANNEL, "faqs");
            return seen;
          },
          { timeout: 10_000, interval: 100 },
        )
        .toContain("faqs");
    } finally {
      unsubscribe();
    }
  }, FRESH_DATABASE_TIMEOUT_MS);
});
