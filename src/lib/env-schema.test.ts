/**
 * The one environment schema (src/lib/env-schema.mjs): what it accepts, what
 * it refuses and how it says so, and that the README and the code use it.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, InvalidEnvError, parseEnv } from "./env-schema.mjs";

const root = path.resolve(import.meta.dirname, "../..");

function problemsOf(env: Record<string, string>) {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof InvalidEnvError) return { problems: error.problems, message: error.message };
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("parseEnv", () => {
  it("fills in the defaults, with numbers and switches typed", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "development",
      HOST: "0.0.0.0",
      PORT: 3000,
      DATA_DIR: "./data",
      SEED_DEMO: "true",
      TRUST_PROXY: false,
      VELVET_PAGE_CACHE: "on",
      VELVET_PAGE_VIEWS_FLUSH_MS: 10_000,
      VELVET_TEST_FIXTURES: false,
    });
  });

  it("takes a page-view flush interval from 100 ms to an hour, and nothing else", () => {
    expect(parseEnv({ VELVET_PAGE_VIEWS_FLUSH_MS: "500" }).VELVET_PAGE_VIEWS_FLUSH_MS).toBe(500);
    for (const bad of ["99", "3600001", "1.5", "soon"]) expect(() => parseEnv({ VELVET_PAGE_VIEWS_FLUSH_MS: bad })).toThrow(/VELVET_PAGE_VIEWS_FLUSH_MS/);
  });

  it("reads good values, and treats empty ones as unset", () => {
    const env = parseEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      SITE_URL: "https://velvet.london",
      DATABASE_URL: "postgresql://velvet:secret@db.internal:5432/velvet",
      VELVET_PAGE_CACHE: "off",
      VELVET_TEST_FIXTURES: "1",
      VELVET_TEST_FIXTURES_TOKEN: "x".repeat(32),
      SMTP_URL: "",
      MEDIA_DIR: "",
    });
    expect(env).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", TRUST_PROXY: true, VELVET_PAGE_CACHE: "off", VELVET_TEST_FIXTURES: true });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MEDIA_DIR).toBeUndefined();
  });

  it("accepts a well-formed DATABASE_URL whatever answers there: a server that is down is waited for, not refused", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/nothing" }).DATABASE_URL).toBe("postgres://nobody@127.0.0.1:1/nothing");
  });

  it.each([
    [{ PORT: "abc" }, "PORT", /whole number from 1 to 65535/],
    [{ PORT: "0" }, "PORT", /whole number from 1 to 65535/],
    [{ PORT: "70000" }, "PORT", /whole number from 1 to 65535/],
    [{ PORT: "80 " }, "PORT", /whole number/],
    [{ HOST: "http://0.0.0.0" }, "HOST", /host name or IP address/],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY", /must be "0" or "1"/],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY", /must be "0" or "1"/],
    [{ SITE_URL: "ftp://x" }, "SITE_URL", /http:\/\/ or https:\/\/ URL/],
    [{ SITE_URL: "velvet.london" }, "SITE_URL", /http:\/\/ or https:\/\/ URL/],
    [{ DATABASE_URL: "mysql://root:pw@localhost/velvet" }, "DATABASE_URL", /postgres:\/\/ or postgresql:\/\/ URL/],
    [{ DATABASE_URL: "postgres://u@host:99999/db" }, "DATABASE_URL", /postgres:\/\/ or postgresql:\/\/ URL/],
    [{ DATABASE_URL: "localhost:5432" }, "DATABASE_URL", /postgres:\/\//],
    [{ NODE_ENV: "staging" }, "NODE_ENV", /"development" or "production" or "test"/],
    [{ SEED_DEMO: "yes" }, "SEED_DEMO", /"true" or "false"/],
    [{ VELVET_PAGE_CACHE: "0" }, "VELVET_PAGE_CACHE", /"on" or "off"/],
    [{ VELVET_TEST_FIXTURES: "1", VELVET_TEST_FIXTURES_TOKEN: "short" }, "VELVET_TEST_FIXTURES_TOKEN", /32 characters when VELVET_TEST_FIXTURES=1/],
    [{ VELVET_TEST_FIXTURES: "1" }, "VELVET_TEST_FIXTURES_TOKEN", /32 characters/],
    [{ BETTER_AUTH_SECRET: "too-short" }, "BETTER_AUTH_SECRET", /at least 32 characters/],
    [{ ADMIN_EMAIL: "admin" }, "ADMIN_EMAIL", /email address/],
    [{ ADMIN_PASSWORD: "1234567" }, "ADMIN_PASSWORD", /at least 8/],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL", /smtp:\/\//],
    [{ MAIL_FROM: "Velvet <a@b.test>\r\nBcc: all@evil.test" }, "MAIL_FROM", /one line/],
  ])("%j: refused, naming %s", (env, variable, reason) => {
    const { problems, message } = problemsOf(env);
    expect(problems).toEqual([{ variable, message: expect.stringMatching(reason) }]);
    expect(message).toContain(`${variable}: `);
  });

  it("chooses the media store: local disk unless MEDIA_STORE=s3, which takes the S3 settings", () => {
    expect(parseEnv({ MEDIA_STORE: "local" }).MEDIA_STORE).toBe("local");
    const s3 = parseEnv({
      MEDIA_STORE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "velvet-media",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret/with+chars",
      S3_FORCE_PATH_STYLE: "false",
    });
    expect(s3).toMatchObject({ MEDIA_STORE: "s3", S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "velvet-media", S3_FORCE_PATH_STYLE: false });
    expect(s3.S3_REGION).toBeUndefined();
    // S3 settings without MEDIA_STORE=s3 are kept but not required.
    expect(parseEnv({ S3_BUCKET: "velvet-media" }).MEDIA_STORE).toBeUndefined();
  });

  it("takes a bucket beside local disk when S3_ENDPOINT is set, and then needs its other settings (a migration target)", () => {
    const { problems } = problemsOf({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "velvet-media" });
    expect(problems).toEqual(["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].map((variable) => ({ variable, message: "must be set when S3_ENDPOINT is set" })));
  });

  it("refuses MEDIA_STORE=s3 without its settings, naming each one missing and echoing no secret", () => {
    const { problems } = problemsOf({ MEDIA_STORE: "s3", S3_SECRET_ACCESS_KEY: "secret-canary" });
    expect(problems).toEqual(
      ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID"].map((variable) => ({ variable, message: "must be set when MEDIA_STORE=s3" })),
    );
    const bad = problemsOf({ MEDIA_STORE: "minio" });
    expect(bad.problems).toEqual([{ variable: "MEDIA_STORE", message: 'must be "local" or "s3"' }]);
    for (const [variable, value, reason] of [
      ["S3_ENDPOINT", "s3.amazonaws.com", /http:\/\/ or https:\/\/ URL/],
      ["S3_BUCKET", "Velvet_Media", /bucket name/],
      ["S3_REGION", "EU West", /region name/],
      ["S3_FORCE_PATH_STYLE", "1", /"true" or "false"/],
      ["S3_SECRET_ACCESS_KEY", "a\nb", /one line/],
    ] as const) {
      const { problems: found, message } = problemsOf({ [variable]: value });
      expect(found).toEqual([{ variable, message: expect.stringMatching(reason) }]);
      expect(message).not.toContain(value);
    }
  });

  it("names every bad variable at once, and never echoes a value (some are secrets)", () => {
    const secret = "postgres-password-canary";
    const { problems, message } = problemsOf({
      PORT: "abc",
      TRUST_PROXY: "maybe",
      SITE_URL: "ftp://x",
      DATABASE_URL: `mysql://root:${secret}@localhost/velvet`,
      BETTER_AUTH_SECRET: `short-${secret}`,
    });
    expect(problems.map((p) => p.variable).sort()).toEqual(["BETTER_AUTH_SECRET", "DATABASE_URL", "PORT", "SITE_URL", "TRUST_PROXY"]);
    expect(message).not.toContain(secret);
  });
});

describe("the schema is the one list", () => {
  it("the README's Configuration table names exactly the schema's variables", () => {
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const firstCells = section.split("\n").filter((line) => line.startsWith("| `")).map((line) => line.split("|")[1]);
    const documented = firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  /**
   * Reads of process.env outside the schema, in the app and the server's own
   * scripts. Allowed: writes, passing the whole environment on to a child
   * process, and NEXT_RUNTIME (set by Next.js per bundle, not configuration).
   */

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.mts"))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  }

  it("nothing else in src/ or the server's scripts reads a variable by hand", () => {
    const files = [...sourceFiles("src"), "scripts/server.mjs", "scripts/start.mjs", "scripts/setup.ts"];
    const reads: string[] = [];
    for (const file of files) {
      if (file === "src/lib/env-schema.mjs" || file === "src/lib/env.ts") continue;
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const match of text.matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\b)(\s*(?:\?\?=|=(?!=)))?/g)) {
        const [, name, assignment] = match;
        if (assignment) continue; // a write
        if (!name) {
          // Only the whole environment handed on, e.g. { ...process.env }.
          if (text.slice(match.index - 3, match.index) === "...") continue;
          reads.push(`${file}: process.env`);
          continue;
        }
        if (name === "NEXT_RUNTIME" && file === "src/instrumentation.ts") continue;
        reads.push(`${file}: ${name}`);
      }
    }
    expect(reads).toEqual([]);
  });
});
