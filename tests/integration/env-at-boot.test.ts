/**
 * A bad environment variable stops the production server before it starts
 * anything (scripts/server.mjs checks src/lib/env-schema.mjs first), with a
 * message naming the variable and what is wrong, and exit code 1. The check
 * comes before Next.js is prepared, so no build is needed here.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function startServer(extraEnv: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // A free-looking port: were the check to let it through, nothing collides.
    const env = { ...process.env, PORT: "3999", HOST: "127.0.0.1", DATA_DIR: path.join(process.env.DATA_DIR ?? "/tmp", "boot"), ...extraEnv };
    const child = spawn(process.execPath, ["scripts/server.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("scripts/server.mjs with a bad environment", () => {
  it.each([
    [{ PORT: "abc" }, "PORT: must be a whole number from 1 to 65535"],
    [{ TRUST_PROXY: "maybe" }, 'TRUST_PROXY: must be "0" or "1"'],
    [{ SITE_URL: "ftp://x" }, "SITE_URL: must be an http:// or https:// URL"],
    [{ DATABASE_URL: "mysql://root:canary-pw@localhost/velvet" }, "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
  ])("%j stops the start: exit 1, %s", async (env, expected) => {
    const { code, output } = await startServer(env);
    expect(code).toBe(1);
    expect(output).toContain("[server] Invalid configuration:");
    expect(output).toContain(expected);
    expect(output).toContain("not starting");
    expect(output).not.toContain("canary-pw");
    // Stopped before the database: not the "trying again every 5 s" of an unreachable one.
    expect(output).not.toMatch(/trying again|Velvet is serving/);
  }, 30_000);
});
