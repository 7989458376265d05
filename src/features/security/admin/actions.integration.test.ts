/**
 * The Security Status clean-ups against a real database: orphans and
 * plaintext rows are put in place (foreign keys switched off for the rows
 * the schema would refuse), each clean-up runs as an admin and as a member.
 * The viewer is mocked at our own seam (tests/setup/admin-session.ts); the
 * SQL, the transaction, the audit rows and the media store are real.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  accounts,
  auditLog,
  blogPosts,
  media,
  modelApplications,
  modelGallery,
  modelReviews,
  models,
  sessions,
  twoFactors,
  users,
  userSubscriptions,
} from "@/db/schema";
import { createViewer, session, signInAs } from "../../../../tests/setup/admin-session";
import { allowConsoleError } from "../../../../tests/setup/console";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";

const { cleanupOrphanedRecords, cleanupPlaintextPii, cleanupPlaintextTwoFactor } = await import("./actions");
const { firstAdminPasswordUnchanged, readSecurityFacts } = await import("./queries");
const { countRelationshipIssues } = await import("../relationships");
const { countAbandonedEnrolments, countPlaintextPii, countPlaintextTwoFactor } = await import("../plaintext");
const { decryptField, isEncryptedField } = await import("@/lib/crypto/field-encryption");
const { ensureAuthSecret } = await import("@/features/auth/secret");
const { getMediaStore } = await import("@/lib/media");

const handle = await useTestDatabase();
const { db } = handle;
const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const VIEWER_IDS = [ADMIN.userId!, MEMBER.userId!];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Rows the schema's foreign keys would refuse, as a partial restore could
 * leave them. Switching the checks off (session_replication_role) needs a
 * superuser, which a real PostgreSQL account for the app is not; so the
 * table's own owner drops each foreign key, writes, and adds it back NOT
 * VALID: enforced for every new row, while the planted ones stay.
 */
async function withoutForeignKeys(tables: readonly string[], write: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const dropped: { table: string; name: string; definition: string }[] = [];
    for (const table of tables) {
      const result = await tx.execute(
        sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`,
      );
      const rows = ((result as { rows?: unknown[] }).rows ?? result) as { name: string; definition: string }[];
      for (const row of rows) {
        await tx.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(row.name)}`);
        dropped.push({ table, ...row });
      }
    }
    await write(tx);
    for (const { table, name, definition } of dropped) {
      await tx.execute(sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)} not valid`);
    }
  });
}

async function storeFile(key: string): Promise<void> {
  await getMediaStore().put(key, Buffer.from("RIFF0000WEBPVP8 "), "image/webp");
}

async function addMedia(purpose: string, createdAt: Date): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = `${purpose}/${id}/original.webp`;
  await db.insert(media).values({
    id,
    storageKey: key,
    contentType: "image/webp",
    byteSize: 16,
    width: 1,
    height: 1,
    purpose,
    variants: [{ name: "w640", key: `${purpose}/${id}/w640.webp`, width: 1, height: 1, size: 16 }],
    createdAt,
  });
  await storeFile(key);
  await storeFile(`${purpose}/${id}/w640.webp`);
  return { id, key };
}

const auditRows = () => db.select().from(auditLog).orderBy(asc(auditLog.createdAt));

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, auditLog, modelGallery, modelReviews, userSubscriptions, blogPosts, models, media, modelApplications, twoFactors, sessions, accounts);
  await db.delete(users).where(sql`${users.id} not in (${sql.join(VIEWER_IDS.map((id) => sql`${id}`), sql`, `)})`);
});

describe("cleanup_orphaned_records", () => {
  async function plantOrphans() {
    const [model] = await db.insert(models).values({ name: "Kept Model" }).returning({ id: models.id });
    const gone = randomUUID();
    const unused = await addMedia("gallery", ago(2 * DAY_MS));
    const fresh = await addMedia("gallery", ago(HOUR_MS));
    const inBlog = await addMedia("blog", ago(3 * DAY_MS));
    const inGallery = await addMedia("gallery", ago(3 * DAY_MS));
    await db.insert(blogPosts).values({ title: "Post", slug: "post", content: `<p><img src="/api/media/${inBlog.id}/w640"></p>` });
    await db.insert(modelGallery).values([
      { modelId: model.id, imageUrl: `/api/media/${inGallery.id}/original`, mediaId: inGallery.id },
      // The file row was deleted (media_id set null) but the URL still names it.
      { modelId: model.id, imageUrl: `/api/media/${randomUUID()}/original` },
      { modelId: model.id, imageUrl: "https://images.example.test/external.jpg" },
    ]);
    await withoutForeignKeys(["model_gallery", "model_reviews", "user_subscriptions"], async (tx) => {
      await tx.insert(modelGallery).values({ modelId: gone, imageUrl: "https://images.example.test/orphan.jpg" });
      await tx.insert(modelReviews).values({ modelId: gone, reviewerName: "Ghost", rating: 5 });
      await tx.insert(userSubscriptions).values({ userId: "no-such-user", active: true });
    });
    await db.insert(modelReviews).values({ modelId: model.id, reviewerName: "Real", rating: 4 });
    await db.insert(userSubscriptions).values({ userId: MEMBER.userId!, active: true });
    return { unused, fresh, inBlog, inGallery };
  }

  it("counts each kind of orphan (the ones foreign keys forbid too)", async () => {
    await plantOrphans();
    expect(await countRelationshipIssues(db)).toEqual({
      galleryMissingModel: 1,
      galleryMissingMedia: 1,
      reviewsMissingModel: 1,
      subscriptionsMissingUser: 1,
      unusedMedia: 1,
    });
  });

  it("deletes them in one transaction, audits the counts, removes unused files after commit and keeps everything in use", async () => {
    const { unused, fresh, inBlog, inGallery } = await plantOrphans();
    const result = await cleanupOrphanedRecords({});
    expect(result).toMatchObject({
      ok: true,
      data: {
        removed: { galleryMissingModel: 1, galleryMissingMedia: 1, reviewsMissingModel: 1, subscriptionsMissingUser: 1, unusedMedia: 1 },
        message:
          "Removed 1 gallery photo without a model, 1 gallery photo without a file, 1 review without a model, 1 subscription without a user and 1 unused stored file.",
      },
    });
    expect(await countRelationshipIssues(db)).toEqual({
      galleryMissingModel: 0,
      galleryMissingMedia: 0,
      reviewsMissingModel: 0,
      subscriptionsMissingUser: 0,
      unusedMedia: 0,
    });
    expect(await db.select({ id: modelGallery.id }).from(modelGallery)).toHaveLength(2);
    expect(await db.select({ id: modelReviews.id }).from(modelReviews)).toHaveLength(1);
    expect(await db.select({ id: userSubscriptions.id }).from(userSubscriptions)).toHaveLength(1);
    const kept = (await db.select({ id: media.id }).from(media)).map((row) => row.id).sort();
    expect(kept).toEqual([fresh.id, inBlog.id, inGallery.id].sort());

    const store = getMediaStore();
    expect(await store.stat(unused.key)).toBeNull();
    expect(await store.stat(unused.key.replace("original", "w640"))).toBeNull();
    for (const { key } of [fresh, inBlog, inGallery]) expect(await store.stat(key)).not.toBeNull();

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "security.cleanup_orphans",
      entityType: "security",
      actorId: ADMIN.userId,
      newValues: { removed: { galleryMissingModel: 1, galleryMissingMedia: 1, reviewsMissingModel: 1, subscriptionsMissingUser: 1, unusedMedia: 1 } },
    });
  });

  it("when the transaction fails, rolls the deletes back and keeps every file (files go only after a commit)", async () => {
    const { unused } = await plantOrphans();
    const before = await countRelationshipIssues(db);
    // An admin whose account row is gone: the audit row's actor_id foreign key fails at the end of the transaction.
    session.viewer = { ...ADMIN, userId: "deleted-admin", email: "deleted-admin@example.test" };
    allowConsoleError(/Failed to clean up orphaned records/);
    expect(await cleanupOrphanedRecords({})).toMatchObject({ ok: false, code: "failed", error: "Failed to clean up orphaned records" });
    expect(await countRelationshipIssues(db)).toEqual(before);
    expect(await getMediaStore().stat(unused.key)).not.toBeNull();
    expect(await auditRows()).toHaveLength(0);
  });

  it("answers in the admin's language", async () => {
    session.locale = "pt-BR";
    const result = await cleanupOrphanedRecords({});
    expect(result).toMatchObject({ ok: true, data: { message: expect.stringMatching(/^Removidos: 0 fotos de galeria sem modelo, 0 fotos de galeria sem arquivo, 0 avaliações sem modelo/) } });
  });

  it("refuses a member with code forbidden and changes nothing (rows, files, audit)", async () => {
    const { unused } = await plantOrphans();
    const before = await countRelationshipIssues(db);
    session.viewer = MEMBER;
    expect(await cleanupOrphanedRecords({})).toMatchObject({ ok: false, code: "forbidden" });
    expect(await countRelationshipIssues(db)).toEqual(before);
    expect(await getMediaStore().stat(unused.key)).not.toBeNull();
    expect(await auditRows()).toHaveLength(0);
  });

  it("refuses unexpected input as invalid with its failure message, never a 500", async () => {
    expect(await cleanupOrphanedRecords({ everything: true })).toMatchObject({ ok: false, code: "invalid", error: "Failed to clean up orphaned records" });
    expect(await cleanupOrphanedRecords("drop table")).toMatchObject({ ok: false, code: "invalid" });
    expect(await auditRows()).toHaveLength(0);
  });
});

describe("cleanup_plaintext_pii_data", () => {
  async function plantApplications() {
    const [plain] = await db
      .insert(modelApplications)
      .values({ fullName: "Ana Plain", emailEnc: "ana@example.test", phoneEnc: "+44 20 7946 0958", dateOfBirthEnc: "1995-04-01" })
      .returning({ id: modelApplications.id });
    const { encryptField } = await import("@/lib/crypto/field-encryption");
    const sealed = encryptField("bea@example.test");
    const [done] = await db
      .insert(modelApplications)
      .values({ fullName: "Bea Sealed", emailEnc: sealed, phoneEnc: null, dateOfBirthEnc: null })
      .returning({ id: modelApplications.id });
    return { plain: plain.id, done: done.id, sealed };
  }

  const readApplication = async (id: string) =>
    (await db.select().from(modelApplications).where(eq(modelApplications.id, id)))[0];

  it("encrypts every plaintext field, leaves encrypted ones as they are and audits counts only", async () => {
    const { plain, done, sealed } = await plantApplications();
    expect(await countPlaintextPii(db)).toBe(1);
    const result = await cleanupPlaintextPii({});
    expect(await countPlaintextPii(db)).toBe(0);
    expect(result).toMatchObject({
      ok: true,
      data: {
        encrypted: { applications: 1, email: 1, phone: 1, dateOfBirth: 1 },
        message:
          "Encrypted 1 email, 1 phone number and 1 date of birth in 1 application; 0 values moved to the current key; 0 values no key can read were left as they are.",
      },
    });
    const row = await readApplication(plain);
    expect([row.emailEnc, row.phoneEnc, row.dateOfBirthEnc].every(isEncryptedField)).toBe(true);
    expect(decryptField(row.emailEnc)).toBe("ana@example.test");
    expect(decryptField(row.phoneEnc!)).toBe("+44 20 7946 0958");
    expect(decryptField(row.dateOfBirthEnc!)).toBe("1995-04-01");
    expect((await readApplication(done)).emailEnc).toBe(sealed);

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "security.cleanup_pii", newValues: { encrypted: { applications: 1, email: 1, phone: 1, dateOfBirth: 1 } } });
    expect(JSON.stringify(audit[0])).not.toContain("ana@example.test");

    // Run again: nothing left to do.
    expect(await cleanupPlaintextPii({})).toMatchObject({ ok: true, data: { encrypted: { applications: 0 } } });
  });

  it("during a key rotation, moves values a retiring key wrote to the current key and leaves unreadable ones alone", async () => {
    const { encryptField, forgetFieldKeyForTests } = await import("@/lib/crypto/field-encryption");
    const { forgetEnvForTests } = await import("@/lib/env");
    const [oldKey, newKey, strangerKey] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    vi.stubEnv("FIELD_ENCRYPTION_KEY", newKey.toString("base64"));
    vi.stubEnv("FIELD_ENCRYPTION_PREVIOUS_KEYS", oldKey.toString("base64"));
    forgetEnvForTests();
    forgetFieldKeyForTests();
    try {
      const stranger = encryptField("1990-01-01", strangerKey);
      const [row] = await db
        .insert(modelApplications)
        .values({ fullName: "Cleo Rotated", emailEnc: encryptField("cleo@example.test", oldKey), phoneEnc: encryptField("+44 1", newKey), dateOfBirthEnc: stranger })
        .returning({ id: modelApplications.id });
      expect(await cleanupPlaintextPii({})).toMatchObject({ ok: true, data: { encrypted: { applications: 1, email: 0, rekeyed: 1, unreadable: 1 } } });
      const after = await readApplication(row.id);
      expect(decryptField(after.emailEnc, newKey)).toBe("cleo@example.test");
      expect(decryptField(after.phoneEnc!, newKey)).toBe("+44 1");
      expect(after.dateOfBirthEnc).toBe(stranger);
    } finally {
      vi.unstubAllEnvs();
      forgetEnvForTests();
      forgetFieldKeyForTests();
    }
  });

  it("refuses a member with code forbidden and changes nothing", async () => {
    const { plain } = await plantApplications();
    session.viewer = MEMBER;
    expect(await cleanupPlaintextPii({})).toMatchObject({ ok: false, code: "forbidden" });
    expect((await readApplication(plain)).emailEnc).toBe("ana@example.test");
    expect(await auditRows()).toHaveLength(0);
  });
});

describe("cleanup_plaintext_2fa_data", () => {
  const CODES = JSON.stringify(["abcde-12345", "fghij-67890"]);

  async function plantTwoFactors() {
    await db.insert(users).values([
      { id: "tf-plain", name: "Plain", email: "tf-plain@example.test", role: "admin", status: "approved", twoFactorEnabled: true },
      { id: "tf-sealed", name: "Sealed", email: "tf-sealed@example.test", role: "team", status: "approved", twoFactorEnabled: true },
      { id: "tf-abandoned", name: "Abandoned", email: "tf-abandoned@example.test", role: "team", status: "approved" },
      { id: "tf-enrolling", name: "Enrolling", email: "tf-enrolling@example.test", role: "team", status: "approved" },
    ]);
    const secret = ensureAuthSecret();
    const sealedSecret = await symmetricEncrypt({ key: secret, data: "SEALEDSECRETSEALEDSECRETSEALEDSE" });
    const sealedCodes = await symmetricEncrypt({ key: secret, data: CODES });
    await db.insert(twoFactors).values([
      { id: "plain", userId: "tf-plain", secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", backupCodes: CODES, verified: true },
      { id: "sealed", userId: "tf-sealed", secret: sealedSecret, backupCodes: sealedCodes, verified: true },
      { id: "abandoned", userId: "tf-abandoned", secret: sealedSecret, backupCodes: sealedCodes, verified: false },
      { id: "enrolling", userId: "tf-enrolling", secret: sealedSecret, backupCodes: sealedCodes, verified: false },
    ]);
    // Signed in now, in the middle of setting up: the enrolment can still be finished.
    await db.insert(sessions).values({ id: "s-enrolling", token: "t-enrolling", userId: "tf-enrolling", expiresAt: new Date(Date.now() + DAY_MS) });
    // Signed in two days ago; that session has ended.
    await db.insert(sessions).values({ id: "s-abandoned", token: "t-abandoned", userId: "tf-abandoned", expiresAt: ago(DAY_MS), createdAt: ago(2 * DAY_MS) });
    return { sealedSecret, sealedCodes };
  }

  const rowOf = async (id: string) => (await db.select().from(twoFactors).where(eq(twoFactors.id, id)))[0];

  it("encrypts plaintext secrets and codes as the plugin would, deletes enrolments nobody can finish, and audits counts", async () => {
    const { sealedSecret } = await plantTwoFactors();
    expect([await countPlaintextTwoFactor(db), await countAbandonedEnrolments(db)]).toEqual([1, 1]);
    const result = await cleanupPlaintextTwoFactor({});
    expect([await countPlaintextTwoFactor(db), await countAbandonedEnrolments(db)]).toEqual([0, 0]);
    expect(result).toMatchObject({
      ok: true,
      data: { cleaned: { secrets: 1, backupCodes: 1, abandoned: 1 }, message: "Encrypted 1 secret and 1 set of recovery codes; deleted 1 unconfirmed set-up." },
    });
    const plain = await rowOf("plain");
    const key = ensureAuthSecret();
    expect(await symmetricDecrypt({ key, data: plain.secret })).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(await symmetricDecrypt({ key, data: plain.backupCodes })).toBe(CODES);
    expect((await rowOf("sealed")).secret).toBe(sealedSecret);
    expect(await rowOf("abandoned")).toBeUndefined();
    expect(await rowOf("enrolling")).toBeDefined();

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "security.cleanup_two_factor", newValues: { cleaned: { secrets: 1, backupCodes: 1, abandoned: 1 } } });
    expect(JSON.stringify(audit[0])).not.toContain("JBSWY3DP");
  });

  it("refuses a member with code forbidden and changes nothing", async () => {
    await plantTwoFactors();
    const before = await db.select().from(twoFactors).orderBy(asc(twoFactors.id));
    session.viewer = MEMBER;
    expect(await cleanupPlaintextTwoFactor({})).toMatchObject({ ok: false, code: "forbidden" });
    expect(await db.select().from(twoFactors).orderBy(asc(twoFactors.id))).toEqual(before);
    expect(await auditRows()).toHaveLength(0);
  });
});

describe("the checks' facts", () => {
  it("reads the driver, the migrations and the server version from the running database", async () => {
    const facts = await readSecurityFacts();
    expect(facts.driver).toBe(handle.kind);
    expect(facts.migrations.applied).toBe(facts.migrations.total);
    expect(facts.migrations.total).toBeGreaterThan(0);
    expect(facts.databaseVersion.major).toBeGreaterThanOrEqual(15);
  });

  it("tells whether the first admin's password was changed since the account was made", async () => {
    expect(await firstAdminPasswordUnchanged(db)).toBeNull();
    const created = ago(3 * DAY_MS);
    await db.insert(users).values({ id: "first-admin", name: "First", email: "first@example.test", role: "admin", status: "approved", createdAt: created });
    await db.insert(accounts).values({ id: "acc-first", accountId: "first-admin", providerId: "credential", userId: "first-admin", password: "hash", createdAt: created, updatedAt: created });
    expect(await firstAdminPasswordUnchanged(db)).toBe(true);
    await db.update(accounts).set({ password: "new hash" }).where(eq(accounts.id, "acc-first"));
    expect(await firstAdminPasswordUnchanged(db)).toBe(false);
  });
});
