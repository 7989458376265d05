/**
 * Opening an application in the back office decrypts the applicant's email,
 * phone and date of birth: each opening writes an audit row naming the
 * admin, the application and why, and the log reads it as a sentence.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, modelApplications } from "@/db/schema";
import { encryptField } from "@/lib/crypto/field-encryption";
import { createViewer, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { loadApplicationDetail } = await import("./queries");
const { db } = await useTestDatabase();
const ADMIN = await createViewer("admin");

let applicationId: string;

beforeEach(async () => {
  await db.delete(auditLog);
  await db.delete(modelApplications);
  const [row] = await db
    .insert(modelApplications)
    .values({ fullName: "Ana Silva", emailEnc: encryptField("ana@example.test"), phoneEnc: encryptField("+44 7700 900123"), dateOfBirthEnc: encryptField("1994-05-02") })
    .returning({ id: modelApplications.id });
  applicationId = row.id;
  session.viewer = ADMIN;
});

const viewedRows = () => db.select().from(auditLog).where(eq(auditLog.action, "application.personal_data_viewed"));

describe("opening an application", () => {
  it("shows the decrypted contact details and records who opened them and why", async () => {
    const detail = await loadApplicationDetail(applicationId);
    expect(detail).toMatchObject({ email: "ana@example.test", phone: "+44 7700 900123", dateOfBirth: "1994-05-02" });
    const rows = await viewedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: ADMIN.userId,
      actorEmail: ADMIN.email,
      entityType: "model_application",
      entityId: applicationId,
      newValues: { name: "Ana Silva", fields: ["email", "phone", "dateOfBirth"], reason: "opened the application" },
    });
    // The audit row names the applicant and never holds the values it was written for.
    expect(JSON.stringify(rows[0])).not.toMatch(/ana@example|7700|1994-05-02/);
  });

  it("records every opening, and none for an application that does not exist", async () => {
    await loadApplicationDetail(applicationId);
    await loadApplicationDetail(applicationId);
    expect(await loadApplicationDetail("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await viewedRows()).toHaveLength(2);
  });

  it("shows nothing when the audit row cannot be written", async () => {
    const realInsert = db.insert;
    db.insert = (() => {
      throw new Error("audit log unavailable");
    }) as unknown as typeof db.insert;
    try {
      await expect(loadApplicationDetail(applicationId)).rejects.toThrow("audit log unavailable");
    } finally {
      db.insert = realInsert;
    }
  });
});
