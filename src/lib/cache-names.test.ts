import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every `cached("name", …)` in src, with where it is. */
function cachedNames(dir: string, found: { name: string; file: string }[] = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) cachedNames(full, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const source = fs.readFileSync(full, "utf8");
      for (const match of source.matchAll(/\bcached\(\s*["'`]([^"'`]+)["'`]/g)) found.push({ name: match[1], file: full });
    }
  }
  return found;
}

describe("cache names", () => {
  it("are unique across the app (one namespace: a shared name would serve one read's rows to another)", () => {
    const found = cachedNames(path.resolve(__dirname, ".."));
    expect(found.length).toBeGreaterThan(0);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { name, file } of found) {
      if (seen.has(name)) duplicates.push(`${name}: ${seen.get(name)} and ${file}`);
      seen.set(name, file);
    }
    expect(duplicates).toEqual([]);
  });
});
