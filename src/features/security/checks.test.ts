import { describe, expect, it } from "vitest";
import {
  adminPasswordCheck,
  adminTwoFactorCheck,
  authSecretCheck,
  countByLevel,
  databaseVersionCheck,
  describeSecret,
  embeddedDatabaseCheck,
  mailCheck,
  migrationsCheck,
  postgresMajor,
  relationshipLevel,
  runSecurityChecks,
  siteUrlCheck,
  backupsCheck,
  type SecurityFacts,
} from "./checks";
import { isPluginEncrypted } from "./plaintext";

const STRONG = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

const HEALTHY: SecurityFacts = {
  production: true,
  firstAdminPasswordUnchanged: false,
  admins: 2,
  adminsWithoutTwoFactor: 0,
  twoFactorRequired: true,
  driver: "postgres",
  authSecret: describeSecret(STRONG, "env"),
  siteUrl: "https://velvet.london",
  migrations: { applied: 6, total: 6 },
  databaseVersion: { text: "PostgreSQL 15.8 (Debian 15.8-0+deb12u1) on x86_64-pc-linux-gnu", major: 15 },
  mail: { configured: true, unsent: 0 },
  backups: { lastSucceededAt: new Date("2026-11-27T03:00:00Z"), failedSince: 0, now: new Date("2026-11-28T03:00:00Z") },
};

describe("security checks", () => {
  it("backups: critical after a failure since the last good set or 48 hours without one, a warning before the first", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect(backupsCheck({ lastSucceededAt: hoursAgo(3), failedSince: 0, now })).toMatchObject({ level: "ok", state: "recent" });
    expect(backupsCheck({ lastSucceededAt: hoursAgo(3), failedSince: 2, now })).toMatchObject({ level: "critical", state: "failed", values: { failed: 2 } });
    expect(backupsCheck({ lastSucceededAt: hoursAgo(49), failedSince: 0, now })).toMatchObject({ level: "critical", state: "stale" });
    expect(backupsCheck({ lastSucceededAt: null, failedSince: 0, now })).toMatchObject({ level: "warning", state: "none" });
    expect(backupsCheck({ lastSucceededAt: null, failedSince: 1, now })).toMatchObject({ level: "critical", state: "failed" });
  });

  it("a healthy production installation has no critical check and no warning", () => {
    const counts = countByLevel(runSecurityChecks(HEALTHY));
    expect(counts).toEqual({ critical: 0, warning: 0, info: 1, ok: 8 });
  });

  it("the first admin's printed password: unchanged is critical, changed ok, no password admin info", () => {
    expect(adminPasswordCheck(true)).toMatchObject({ level: "critical", state: "unchanged" });
    expect(adminPasswordCheck(false)).toMatchObject({ level: "ok", state: "changed" });
    expect(adminPasswordCheck(null)).toMatchObject({ level: "info", state: "none" });
  });

  it("admins without two-factor: a warning with the count, info once it is required", () => {
    expect(adminTwoFactorCheck({ admins: 3, adminsWithoutTwoFactor: 2, twoFactorRequired: false })).toMatchObject({
      level: "warning",
      state: "missing",
      values: { count: 2, admins: 3 },
    });
    expect(adminTwoFactorCheck({ admins: 3, adminsWithoutTwoFactor: 2, twoFactorRequired: true })).toMatchObject({ level: "info", state: "required" });
    expect(adminTwoFactorCheck({ admins: 3, adminsWithoutTwoFactor: 0, twoFactorRequired: false })).toMatchObject({ level: "ok" });
  });

  it("the embedded database is a warning in production only", () => {
    expect(embeddedDatabaseCheck("pglite", true)).toMatchObject({ level: "warning", state: "production" });
    expect(embeddedDatabaseCheck("pglite", false)).toMatchObject({ level: "info" });
    expect(embeddedDatabaseCheck("postgres", true)).toMatchObject({ level: "ok" });
  });

  it("the auth secret: missing, a known default, short or repetitive are flagged; its value is never kept", () => {
    expect(authSecretCheck(describeSecret(null, "missing"), true)).toMatchObject({ level: "critical", state: "missing" });
    expect(authSecretCheck(describeSecret(null, "missing"), false)).toMatchObject({ level: "warning", state: "missing" });
    expect(authSecretCheck(describeSecret("better-auth-secret-12345678901234567890", "env"), false)).toMatchObject({ level: "critical", state: "default" });
    expect(authSecretCheck(describeSecret("short-secret", "env"), false)).toMatchObject({ level: "critical", state: "weak", values: { length: 12 } });
    expect(authSecretCheck(describeSecret("a".repeat(64), "env"), false)).toMatchObject({ level: "critical", state: "weak" });
    expect(authSecretCheck(describeSecret(STRONG, "file"), true)).toMatchObject({ level: "ok", state: "file" });
    expect(JSON.stringify(describeSecret(STRONG, "env"))).not.toContain(STRONG);
  });

  it("SITE_URL without https is critical in production, info elsewhere", () => {
    expect(siteUrlCheck("http://velvet.london", true)).toMatchObject({ level: "critical", state: "http" });
    expect(siteUrlCheck(null, true)).toMatchObject({ level: "critical", state: "unset" });
    expect(siteUrlCheck("http://localhost:3000", false)).toMatchObject({ level: "info", state: "development" });
    expect(siteUrlCheck("https://velvet.london", true)).toMatchObject({ level: "ok" });
  });

  it("migrations: pending is critical, a database ahead of the code a warning", () => {
    expect(migrationsCheck({ applied: 4, total: 6 })).toMatchObject({ level: "critical", state: "pending", values: { pending: 2 } });
    expect(migrationsCheck({ applied: 7, total: 6 })).toMatchObject({ level: "warning", state: "ahead" });
    expect(migrationsCheck({ applied: 6, total: 6 })).toMatchObject({ level: "ok" });
  });

  it("the database version is info, and a warning below PostgreSQL 15", () => {
    expect(postgresMajor("PostgreSQL 14.11 on x86_64-pc-linux-gnu")).toBe(14);
    expect(postgresMajor("PostgreSQL 18devel on wasm")).toBe(18);
    expect(postgresMajor("something else")).toBeNull();
    expect(databaseVersionCheck({ text: "PostgreSQL 14.11 on x86_64", major: 14 })).toMatchObject({ level: "warning", state: "old", values: { version: "PostgreSQL 14.11" } });
    expect(databaseVersionCheck({ text: "PostgreSQL 17.2 on x86_64", major: 17 })).toMatchObject({ level: "info", state: "current" });
    expect(databaseVersionCheck({ text: "", major: null })).toMatchObject({ level: "info" });
  });

  it("mail: not configured is a warning in production, unsent outbox rows a warning", () => {
    expect(mailCheck({ configured: false, unsent: 3 }, true)).toMatchObject({ level: "warning", state: "notConfigured", values: { unsent: 3 } });
    expect(mailCheck({ configured: false, unsent: 3 }, false)).toMatchObject({ level: "info" });
    expect(mailCheck({ configured: true, unsent: 1 }, true)).toMatchObject({ level: "warning", state: "unsent" });
    expect(mailCheck({ configured: true, unsent: 0 }, true)).toMatchObject({ level: "ok" });
  });

  it("a relationship count is a warning when anything is found", () => {
    expect(relationshipLevel(0)).toBe("ok");
    expect(relationshipLevel(4)).toBe("warning");
  });
});

describe("better-auth's encrypted two-factor form", () => {
  it("is nonce + ciphertext + tag in hex, or the versioned envelope; plaintext secrets and code lists are not", () => {
    expect(isPluginEncrypted("ab".repeat(24 + 32 + 16))).toBe(true);
    expect(isPluginEncrypted(`$ba$1$${"cd".repeat(60)}`)).toBe(true);
    expect(isPluginEncrypted("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBe(false);
    expect(isPluginEncrypted('["abcde-12345","fghij-67890"]')).toBe(false);
    expect(isPluginEncrypted("abcdef")).toBe(false);
  });
});
