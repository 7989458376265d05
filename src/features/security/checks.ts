/**
 * The Security Status checks as pure rules: facts read from the running
 * system (admin/queries.ts) in, a level and a state out. The screen words
 * each state from the catalogue (adminSecurity.checks.<id>.<state>.title and
 * .todo), so the rules can be tested without a database or a language.
 */

import { DAILY_BACKUP_FIRST_RUN_MINUTES } from "@/features/backups/schedule";

export type CheckLevel = "critical" | "warning" | "ok" | "info";

/** Worst first: the screen and the summary count in this order. */
export const CHECK_LEVELS: readonly CheckLevel[] = ["critical", "warning", "info", "ok"];

export interface SecurityCheck {
  id: CheckId;
  level: CheckLevel;
  /** Which message of the check applies (e.g. "unchanged", "changed"). */
  state: string;
  /** Numbers and names the message shows. Never a secret. */
  values: Record<string, string | number>;
}

export type CheckId =
  | "adminPassword"
  | "adminTwoFactor"
  | "embeddedDatabase"
  | "authSecret"
  | "siteUrl"
  | "migrations"
  | "databaseVersion"
  | "mail"
  | "backups";

export interface SecurityFacts {
  production: boolean;
  /** null: there is no admin with a password (nothing was printed, or it was removed). */
  firstAdminPasswordUnchanged: boolean | null;
  admins: number;
  adminsWithoutTwoFactor: number;
  twoFactorRequired: boolean;
  driver: "pglite" | "postgres";
  authSecret: AuthSecretFacts;
  siteUrl: string | null;
  migrations: { applied: number; total: number };
  databaseVersion: { text: string; major: number | null };
  mail: { configured: boolean; unsent: number };
  /** The newest successful backup and the failures since (src/features/backups/status.ts). */
  backups: { lastSucceededAt: Date | null; failedSince: number; now: Date };
}

export interface AuthSecretFacts {
  source: "env" | "file" | "missing";
  /** Length and variety only: the secret itself never leaves the server's memory. */
  length: number;
  knownDefault: boolean;
  distinctCharacters: number;
}

/** better-auth's fallback when no secret is given, and values people paste from examples. */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  "better-auth-secret-12345678901234567890",
  "better-auth-secret-123456789",
  "secret",
  "changeme",
  "change-me",
  "your-secret-here",
  "development-secret",
];

/** better-auth and our env schema both ask for 32 characters. */
export const MIN_SECRET_LENGTH = 32;
/** A random 32-character secret has far more; "aaaa…" or "abababab…" has 1 or 2. */
const MIN_DISTINCT_CHARACTERS = 10;
export const MIN_POSTGRES_MAJOR = 15;

/** Describes a secret without keeping it: length, variety, and whether it is a known default. */
export function describeSecret(secret: string | null, source: AuthSecretFacts["source"]): AuthSecretFacts {
  if (!secret) return { source: "missing", length: 0, knownDefault: false, distinctCharacters: 0 };
  const lower = secret.toLowerCase();
  return {
    source,
    length: secret.length,
    knownDefault: KNOWN_DEFAULT_SECRETS.includes(lower) || lower.startsWith("better-auth-secret"),
    distinctCharacters: new Set(secret).size,
  };
}

export function adminPasswordCheck(unchanged: boolean | null): SecurityCheck {
  if (unchanged === null) return { id: "adminPassword", level: "info", state: "none", values: {} };
  // The first admin's password was printed in the start log and saved to a file: anyone who saw either can sign in.
  return unchanged
    ? { id: "adminPassword", level: "critical", state: "unchanged", values: {} }
    : { id: "adminPassword", level: "ok", state: "changed", values: {} };
}

export function adminTwoFactorCheck(facts: Pick<SecurityFacts, "admins" | "adminsWithoutTwoFactor" | "twoFactorRequired">): SecurityCheck {
  const values = { count: facts.adminsWithoutTwoFactor, admins: facts.admins };
  if (facts.adminsWithoutTwoFactor === 0) return { id: "adminTwoFactor", level: "ok", state: "allEnabled", values };
  // With the requirement on, such an admin can do nothing in the back office until they set it up.
  if (facts.twoFactorRequired) return { id: "adminTwoFactor", level: "info", state: "required", values };
  return { id: "adminTwoFactor", level: "warning", state: "missing", values };
}

export function embeddedDatabaseCheck(driver: SecurityFacts["driver"], production: boolean): SecurityCheck {
  if (driver === "postgres") return { id: "embeddedDatabase", level: "ok", state: "postgres", values: {} };
  // One process per data folder, no replication and no point-in-time recovery: fine to try, thin for a live site.
  return production
    ? { id: "embeddedDatabase", level: "warning", state: "production", values: {} }
    : { id: "embeddedDatabase", level: "info", state: "development", values: {} };
}

export function authSecretCheck(secret: AuthSecretFacts, production: boolean): SecurityCheck {
  const values = { length: secret.length, min: MIN_SECRET_LENGTH };
  if (secret.source === "missing") {
    // Generated at the next start (src/features/auth/secret.ts); until then nothing is signed with it.
    return { id: "authSecret", level: production ? "critical" : "warning", state: "missing", values };
  }
  if (secret.knownDefault) return { id: "authSecret", level: "critical", state: "default", values };
  if (secret.length < MIN_SECRET_LENGTH || secret.distinctCharacters < MIN_DISTINCT_CHARACTERS) {
    return { id: "authSecret", level: "critical", state: "weak", values };
  }
  return { id: "authSecret", level: "ok", state: secret.source === "env" ? "env" : "file", values };
}

export function siteUrlCheck(siteUrl: string | null, production: boolean): SecurityCheck {
  const values = { url: siteUrl ?? "" };
  if (siteUrl?.startsWith("https://")) return { id: "siteUrl", level: "ok", state: "https", values };
  // Without https the session cookie is sent without the Secure flag and HSTS is not sent.
  if (!production) return { id: "siteUrl", level: "info", state: "development", values };
  return { id: "siteUrl", level: "critical", state: siteUrl ? "http" : "unset", values };
}

export function migrationsCheck({ applied, total }: SecurityFacts["migrations"]): SecurityCheck {
  const values = { applied, total, pending: Math.max(0, total - applied) };
  if (applied < total) return { id: "migrations", level: "critical", state: "pending", values };
  // More applied than this code knows: the database was migrated by a newer version.
  if (applied > total) return { id: "migrations", level: "warning", state: "ahead", values };
  return { id: "migrations", level: "ok", state: "current", values };
}

/** "PostgreSQL 15.8 (Debian …) on x86_64…" → 15; null when it cannot be read. */
export function postgresMajor(versionText: string): number | null {
  const match = /PostgreSQL (\d+)/.exec(versionText);
  return match ? Number(match[1]) : null;
}

export function databaseVersionCheck({ text, major }: SecurityFacts["databaseVersion"]): SecurityCheck {
  const values = { version: text.split(" on ")[0] ?? text, min: MIN_POSTGRES_MAJOR };
  if (major !== null && major < MIN_POSTGRES_MAJOR) return { id: "databaseVersion", level: "warning", state: "old", values };
  return { id: "databaseVersion", level: "info", state: "current", values };
}

export function mailCheck({ configured, unsent }: SecurityFacts["mail"], production: boolean): SecurityCheck {
  const values = { unsent };
  // Without SMTP, password-reset links stay in the outbox: in production nobody receives them.
  if (!configured) return { id: "mail", level: production ? "warning" : "info", state: "notConfigured", values };
  if (unsent > 0) return { id: "mail", level: "warning", state: "unsent", values };
  return { id: "mail", level: "ok", state: "configured", values };
}

/** Every check, in the order the screen shows them. */
/** A day's backup, and a day's grace for a slow or restarted server. */
export const BACKUP_STALE_HOURS = 48;

export function backupsCheck({ lastSucceededAt, failedSince, now }: SecurityFacts["backups"]): SecurityCheck {
  const values = { failed: failedSince, hours: BACKUP_STALE_HOURS, minutes: DAILY_BACKUP_FIRST_RUN_MINUTES };
  // A failed or abandoned run since the last good set: the site is one bad day from losing more than a day.
  if (failedSince > 0) return { id: "backups", level: "critical", state: "failed", values };
  if (!lastSucceededAt) return { id: "backups", level: "warning", state: "none", values };
  if (now.getTime() - lastSucceededAt.getTime() > BACKUP_STALE_HOURS * 3_600_000) return { id: "backups", level: "critical", state: "stale", values };
  return { id: "backups", level: "ok", state: "recent", values };
}

export function runSecurityChecks(facts: SecurityFacts): SecurityCheck[] {
  return [
    adminPasswordCheck(facts.firstAdminPasswordUnchanged),
    adminTwoFactorCheck(facts),
    authSecretCheck(facts.authSecret, facts.production),
    siteUrlCheck(facts.siteUrl, facts.production),
    embeddedDatabaseCheck(facts.driver, facts.production),
    migrationsCheck(facts.migrations),
    databaseVersionCheck(facts.databaseVersion),
    mailCheck(facts.mail, facts.production),
    backupsCheck(facts.backups),
  ];
}

/** How many checks sit at each level (the summary line). */
export function countByLevel(checks: readonly { level: CheckLevel }[]): Record<CheckLevel, number> {
  const counts: Record<CheckLevel, number> = { critical: 0, warning: 0, info: 0, ok: 0 };
  for (const check of checks) counts[check.level] += 1;
  return counts;
}

/** A relationship count's level: any orphan is worth a look, none is fine. */
export function relationshipLevel(count: number): CheckLevel {
  return count > 0 ? "warning" : "ok";
}
