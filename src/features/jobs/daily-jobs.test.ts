/**
 * The daily jobs are one list: every row retention period in the registry has
 * its job, names are unique, and no module keeps a daily timer of its own
 * (the old `*-schedule.ts` files each had one).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/db", () => ({ getDb: vi.fn() }));

const { DAILY_JOBS } = await import("./daily-jobs");
const { RETENTION_NAMES, RETENTION_PERIODS } = await import("@/features/retention/registry");

const SRC = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the daily jobs", () => {
  it("have unique names and a first run spread after start", () => {
    const names = DAILY_JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of DAILY_JOBS) expect(job.firstRunAfterMinutes).toBeGreaterThan(0);
  });

  it("include a purge for every retention period in the registry", () => {
    const logNames = new Set(DAILY_JOBS.map((job) => job.name));
    const expected: Record<string, string> = { audit: "audit", signInRecords: "sign-in-records", applications: "applications", notFound: "not-found", pageViews: "page-views", backups: "backup" };
    for (const name of RETENTION_NAMES) {
      expect(expected[name], `add a daily job for the "${name}" period (${RETENTION_PERIODS[name].setting})`).toBeDefined();
      expect(logNames.has(expected[name])).toBe(true);
    }
  });

  it("are the only daily timers: no module schedules one of its own", () => {
    const own = sourceFiles(SRC).filter((file) => {
      if (file.endsWith(path.join("lib", "schedule-daily.ts"))) return false;
      const text = fs.readFileSync(file, "utf8");
      return /-schedule\.ts$/.test(file) || (/setTimeout\(/.test(text) && /24 \* 60 \* 60 \* 1000/.test(text) && /\.unref\(\)/.test(text));
    });
    expect(own.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
