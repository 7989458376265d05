import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_SECRET_FILE, ensureAuthSecret } from "./secret";

const dirs: string[] = [];
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-secret-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("ensureAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when it is set", () => {
    const dir = scratch();
    expect(ensureAuthSecret({ envSecret: "s".repeat(40), dir })).toBe("s".repeat(40));
    expect(fs.existsSync(path.join(dir, AUTH_SECRET_FILE))).toBe(false);
  });

  it("otherwise generates 32 random bytes once, stores them with mode 600 and reuses them", () => {
    const dir = path.join(scratch(), "nested");
    const first = ensureAuthSecret({ envSecret: undefined, dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, AUTH_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureAuthSecret({ envSecret: undefined, dir })).toBe(first);
    expect(ensureAuthSecret({ envSecret: undefined, dir: scratch() })).not.toBe(first);
  });

  it("refuses a stored secret that is too short instead of using it", () => {
    const dir = scratch();
    fs.writeFileSync(path.join(dir, AUTH_SECRET_FILE), "short\n");
    expect(() => ensureAuthSecret({ envSecret: undefined, dir })).toThrow(/shorter than 32/);
  });
});
