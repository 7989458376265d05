import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A "use server" module may export async functions only: Next.js refuses any
 * other export at run time, and only when an action of that module is called
 * (a 500 for every action in the file, found by no type check or build).
 */

const SRC = path.resolve(__dirname, "../..");

function serverActionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverActionFiles(full);
    if (!/\.tsx?$/.test(entry.name) || entry.name.includes(".test.")) return [];
    return /^\s*["']use server["'];/.test(fs.readFileSync(full, "utf8")) ? [full] : [];
  });
}

const files = serverActionFiles(SRC);

describe('"use server" modules', () => {
  it("are found", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(SRC, file), file]))("%s exports async functions only", async (_name, file) => {
    const exports = (await import(file)) as Record<string, unknown>;
    const wrong = Object.entries(exports)
      .filter(([, value]) => typeof value !== "function" || (value as () => unknown).constructor.name !== "AsyncFunction")
      .map(([name, value]) => `${name}: ${typeof value}`);
    expect(wrong).toEqual([]);
  });
});
