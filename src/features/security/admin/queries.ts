import "server-only";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDatabaseHandle, type Database } from "@/db";
import { MIGRATIONS_FOLDER } from "@/db/migrate";
import { accounts, mailOutbox, siteSettings, users } from "@/db/schema";
import { readRetentionDays } from "@/features/retention/purge";
import { AUTH_SECRET_FILE } from "@/features/auth/secret";
import { dataDir, getEnv } from "@/lib/env";
import { readBackupFacts } from "@/features/backups/status";
import { describeSecret, postgresMajor, runSecurityChecks, type AuthSecretFacts, type SecurityCheck, type SecurityFacts } from "../checks";
import { countPlaintextPii, countAbandonedEnrolments, countPlaintextTwoFactor } from "../plaintext";
import { countRelationshipIssues, type RelationshipIssue } from "../relationships";

/**
 * The Security Status screen's reads (get_auth_security_status
 * and validate_profile_relationships), fresh on every request: an admin who
 * has just fixed something must see it fixed.
 */

/**
 * A credential row written at account creation and never updated since.
 * The password is only ever changed through better-auth (reset link), which
 * updates the accounts row and so its updated_at (the column's $onUpdate);
 * signing in does not touch it. The two timestamps of a fresh row are set
 * in the same insert, a few milliseconds apart at most.
 */
const UNCHANGED_WITHIN_SECONDS = 5;

/**
 * The first admin is the one the first start created and whose password it
 * printed (scripts/setup.ts, data/initial-credentials.txt): the oldest admin
 * account. null when there is no admin with a password.
 */
export async function firstAdminPasswordUnchanged(db: Database): Promise<boolean | null> {
  const [row] = await db
    .select({
      unchanged: sql<boolean>`abs(extract(epoch from (${accounts.updatedAt} - ${accounts.createdAt}))) < ${UNCHANGED_WITHIN_SECONDS}`,
    })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row ? Boolean(row.unchanged) : null;
}

/** Where the auth secret comes from, described without keeping it (the file is read, never created, here). */
export function authSecretFacts(): AuthSecretFacts {
  const fromEnv = getEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return describeSecret(fromEnv, "env");
  try {
    return describeSecret(fs.readFileSync(path.join(dataDir(), AUTH_SECRET_FILE), "utf8").trim() || null, "file");
  } catch {
    return describeSecret(null, "missing");
  }
}

function journalEntries(): number {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    return journal.entries.length;
  } catch {
    return 0;
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Rows in drizzle's own table: one per migration it has applied. */
async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

async function databaseVersion(db: Database): Promise<SecurityFacts["databaseVersion"]> {
  const text = rowsOf<{ version: string }>(await db.execute(sql`select version() as version`))[0]?.version ?? "";
  return { text, major: postgresMajor(text) };
}

async function adminTwoFactor(db: Database) {
  const admins = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.role, "admin"));
  const [settings] = await db.select({ required: siteSettings.requireAdminTwoFactor }).from(siteSettings).where(eq(siteSettings.id, 1));
  return {
    admins: admins.length,
    adminsWithoutTwoFactor: admins.filter((admin) => !admin.enabled).length,
    twoFactorRequired: settings?.required ?? false,
  };
}

async function unsentMail(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  return row?.n ?? 0;
}

export async function readSecurityFacts(): Promise<SecurityFacts> {
  const handle = await getDatabaseHandle();
  const env = getEnv();
  const [unchanged, twoFactor, applied, version, unsent, backups] = await Promise.all([
    firstAdminPasswordUnchanged(handle.db),
    adminTwoFactor(handle.db),
    appliedMigrations(handle.db),
    databaseVersion(handle.db),
    unsentMail(handle.db),
    readBackupFacts(handle.db),
  ]);
  return {
    production: env.NODE_ENV === "production",
    firstAdminPasswordUnchanged: unchanged,
    ...twoFactor,
    driver: handle.kind,
    authSecret: authSecretFacts(),
    siteUrl: env.SITE_URL ?? null,
    migrations: { applied, total: journalEntries() },
    databaseVersion: version,
    mail: { configured: Boolean(env.SMTP_URL), unsent },
    backups: { lastSucceededAt: backups.lastSucceededAt, failedSince: backups.failedSince, now: new Date() },
  };
}

export interface DataSecurityCounts {
  plaintextApplications: number;
  plaintextTwoFactor: number;
  abandonedEnrolments: number;
}

export interface ConfigurationSummary {
  driver: "pglite" | "postgres";
  databaseVersion: string;
  migrations: { applied: number; total: number };
  siteUrl: string | null;
  mailConfigured: boolean;
  twoFactorRequired: boolean;
  auditRetentionDays: number;
}

export interface SecurityStatus {
  checks: SecurityCheck[];
  relationships: Record<RelationshipIssue, number>;
  dataSecurity: DataSecurityCounts;
  configuration: ConfigurationSummary;
}

/** Everything the screen shows, read in one go. */
export async function loadSecurityStatus(): Promise<SecurityStatus> {
  const handle = await getDatabaseHandle();
  const db = handle.db;
  const [facts, relationships, plaintextApplications, plaintextTwoFactor, abandonedEnrolments, retention] = await Promise.all([
    readSecurityFacts(),
    countRelationshipIssues(db),
    countPlaintextPii(db),
    countPlaintextTwoFactor(db),
    countAbandonedEnrolments(db),
    readRetentionDays(db, "audit"),
  ]);
  return {
    checks: runSecurityChecks(facts),
    relationships,
    dataSecurity: { plaintextApplications, plaintextTwoFactor, abandonedEnrolments },
    configuration: {
      driver: facts.driver,
      databaseVersion: facts.databaseVersion.text.split(" on ")[0] ?? facts.databaseVersion.text,
      migrations: facts.migrations,
      siteUrl: facts.siteUrl,
      mailConfigured: facts.mail.configured,
      twoFactorRequired: facts.twoFactorRequired,
      auditRetentionDays: retention,
    },
  };
}
