/**
 * Every environment variable Velvet reads, in one zod schema. Plain JavaScript
 * so that the server's launcher (scripts/server.mjs) and `npm start`
 * (scripts/start.mjs) can check it before anything else, without a TypeScript
 * step (the compiled server, src/server/main.ts, bundles it too); the app reads the same values through src/lib/env.ts. Types are in
 * env-schema.d.mts. README "Configuration" lists the same variables.
 *
 * A bad value stops the start with a message naming the variable and what is
 * wrong with it. Values are never echoed: several are secrets (passwords, the
 * auth secret, a DATABASE_URL with its password).
 */
import { z } from "zod";

/** A switch written as one of a few words, e.g. TRUST_PROXY=0|1. */
function oneOf(values, fallback) {
  const words = values.map((v) => `"${v}"`).join(" or ");
  return z.enum(values, { error: `must be ${words}` }).default(fallback);
}

/** "1" / "0" as a boolean. */
function flag(fallback) {
  return oneOf(["0", "1"], fallback).transform((value) => value === "1");
}

/** A URL with one of the given schemes (without the colon). */
function urlWith(schemes, what) {
  const message = `must be ${what}`;
  return z.string().refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return schemes.includes(url.protocol.slice(0, -1));
  }, message);
}

const port = z
  .string()
  .regex(/^\d{1,5}$/, "must be a whole number from 1 to 65535")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, "must be a whole number from 1 to 65535")
  .default(3000);

// A name or an address to listen on; not a URL (no scheme, path or port).
const host = z
  .string()
  .regex(/^(\[[0-9A-Fa-f:.%\w]+\]|[0-9A-Fa-f:.]+|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)$/, "must be a host name or IP address to listen on, like 0.0.0.0 or 127.0.0.1")
  .default("0.0.0.0");

/** No control characters (a line break in MAIL_FROM would inject mail headers). */
function hasNoControlCharacters(value) {
  return [...value].every((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f);
}

const oneLine = (what) => z.string().refine(hasNoControlCharacters, `must be ${what} on one line, without control characters`);

const shape = {
    NODE_ENV: oneOf(["development", "production", "test"], "development"),
    HOST: host,
    PORT: port,
    DATA_DIR: z.string().default("./data"),
    MEDIA_DIR: z.string().optional(),
    // Well-formed is checked here; whether the server answers is not, since a
    // database that is down at boot is waited for (docs/decisions/002).
    DATABASE_URL: urlWith(["postgres", "postgresql"], "a postgres:// or postgresql:// URL, like postgres://user:password@host:5432/velvet").optional(),
    SITE_URL: urlWith(["http", "https"], "an http:// or https:// URL, like https://velvet.london").optional(),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    // The key that encrypts applicants' personal data at rest (src/lib/crypto/field-encryption.ts).
    FIELD_ENCRYPTION_KEY: z
      .string()
      .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, "base64").length === 32, "must be 32 random bytes in base64 (e.g. openssl rand -base64 32)")
      .optional(),
    // Keys being retired: still read, never written (docs/decisions/017-security-status.md, rotation).
    FIELD_ENCRYPTION_PREVIOUS_KEYS: z
      .string()
      .refine(
        (value) => value.split(",").every((key) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(key.trim()) && Buffer.from(key.trim(), "base64").length === 32),
        "must be a comma-separated list of 32-byte keys in base64",
      )
      .optional(),
    ADMIN_EMAIL: z.email({ error: "must be an email address" }).optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    DEMO_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    SEED_DEMO: oneOf(["true", "false"], "true"),
    SMTP_URL: urlWith(["smtp", "smtps"], "an smtp:// or smtps:// URL").optional(),
    MAIL_FROM: oneLine("a sender address").optional(),
    // 1 only behind a reverse proxy that sets X-Forwarded-For (src/server/layers/client-address.ts).
    TRUST_PROXY: flag("0"),
    // off serves every page fresh (e.g. to measure the renderer alone).
    VELVET_PAGE_CACHE: oneOf(["on", "off"], "on"),
    // How often counted page views are written (src/server/layers/page-views.ts); tests shorten it.
    VELVET_PAGE_VIEWS_FLUSH_MS: z
      .string()
      .regex(/^\d{1,7}$/, "must be a whole number of milliseconds from 100 to 3600000")
      .transform(Number)
      .refine((n) => n >= 100 && n <= 3_600_000, "must be a whole number of milliseconds from 100 to 3600000")
      .default(10_000),
    // Where stored images live (docs/decisions/045-s3-media-store.md): local
    // disk (MEDIA_DIR) unless "s3". No defaults here: src/lib/media/index.ts
    // fills them in (local, us-east-1, path-style), so the parsed environment
    // names only what was set.
    MEDIA_STORE: z.enum(["local", "s3"], { error: 'must be "local" or "s3"' }).optional(),
    S3_ENDPOINT: urlWith(["http", "https"], "an http:// or https:// URL, like https://s3.eu-west-2.amazonaws.com").optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens")
      .optional(),
    S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a region name like us-east-1 or eu-west-2").optional(),
    S3_ACCESS_KEY_ID: oneLine("an access key id").optional(),
    S3_SECRET_ACCESS_KEY: oneLine("a secret access key").optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .transform((value) => value === "true")
      .optional(),
    // Where backup sets go (docs/decisions/055-backups.md): a folder ($DATA_DIR/backups unless
    // BACKUP_DIR is set), or a bucket on the S3 endpoint above when BACKUP_S3_BUCKET is set.
    BACKUP_DIR: z.string().optional(),
    BACKUP_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens")
      .optional(),
    // When set, every file of a backup set is encrypted with a key derived from it; restore needs the same one.
    BACKUP_PASSPHRASE: z.string().min(12, "must be at least 12 characters").optional(),
    // The end-to-end fixtures route (docs/decisions/006); never set in production.
    VELVET_TEST_FIXTURES: flag("0"),
    VELVET_TEST_FIXTURES_TOKEN: z.string().optional(),
};

/** What MEDIA_STORE=s3 cannot work without; the region and path style have defaults. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];

export const envSchema = z.object(shape).superRefine((env, ctx) => {
    // A switched-on fixtures route with a guessable token is a hole, not a test setup.
    if (env.VELVET_TEST_FIXTURES && (env.VELVET_TEST_FIXTURES_TOKEN ?? "").length < 32) {
      ctx.addIssue({ code: "custom", path: ["VELVET_TEST_FIXTURES_TOKEN"], message: "must be at least 32 characters when VELVET_TEST_FIXTURES=1" });
    }
    // Refused at start-up rather than at the first upload.
    // A bucket is configured by its address: with MEDIA_STORE=s3 it is where files go, with local disk it is
    // where Bulk Image Migration can move them (decision 051). Either way it needs all four.
    // (An endpoint that is not an address has its own message; the others are not asked for on top of it.)
    if (env.BACKUP_S3_BUCKET !== undefined) {
      for (const variable of S3_REQUIRED.filter((name) => name !== "S3_BUCKET" && env[name] === undefined)) {
        ctx.addIssue({ code: "custom", path: [variable], message: "must be set when BACKUP_S3_BUCKET is set" });
      }
    }
    if (env.MEDIA_STORE === "s3" || /^https?:\/\//.test(env.S3_ENDPOINT ?? "")) {
      const when = env.MEDIA_STORE === "s3" ? "MEDIA_STORE=s3" : "S3_ENDPOINT is set";
      for (const variable of S3_REQUIRED.filter((name) => env[name] === undefined)) {
        ctx.addIssue({ code: "custom", path: [variable], message: `must be set when ${when}` });
      }
    }
});

/** The variables the schema knows, for the README check and the error text. */
export const ENV_VARIABLES = Object.keys(shape);

export class InvalidEnvError extends Error {
  constructor(problems) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join("\n")}`);
    this.name = "InvalidEnvError";
    this.problems = problems;
  }
}

/** Empty strings mean "not set" (common in .env files and CI matrices). */
function withoutEmpty(source) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
}

/** Parses an environment (process.env by default); throws InvalidEnvError naming every bad variable. */
export function parseEnv(source = process.env) {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (parsed.success) return parsed.data;
  throw new InvalidEnvError(parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? "environment"), message: issue.message })));
}

/**
 * For the start of a process: the parsed environment, or the problems printed
 * after `label` and exit code 1.
 */
export function parseEnvOrExit(label, source = process.env) {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(`${label} ${error.message}\n${label} not starting: fix the variables above (README, "Configuration").`);
    process.exit(1);
  }
}
