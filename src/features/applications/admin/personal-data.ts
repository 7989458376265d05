import "server-only";
import type { Database, Transaction } from "@/db";
import type { Viewer } from "@/features/access/policy";
import { writeAudit } from "@/features/audit/log";
import { applicationAudit } from "./records";

/**
 * Every decryption of an applicant's email, phone and date of birth for
 * someone to read is in the audit log, with who and why (the privacy page
 * says all access to personal data is logged; decision 057). The row is
 * written before the values are decrypted, so a failed write shows nothing.
 * personal-data.test.ts lists every call of the decryption function and
 * fails when one is not accounted for.
 */

/** Why the values were decrypted, as the audit row says it (the back office has no export of applications). */
export type PersonalDataReason = "opened the application";

/** The audit row of one reading of an application's contact details. */
export async function auditPersonalDataViewed(
  db: Database | Transaction,
  viewer: Pick<Viewer, "userId" | "email">,
  application: { id: string; fullName: string },
  reason: PersonalDataReason,
): Promise<void> {
  await writeAudit(db, {
    actorId: viewer.userId,
    actorEmail: viewer.email,
    ...applicationAudit(application, {
      action: "application.personal_data_viewed",
      before: null,
      after: { fields: ["email", "phone", "dateOfBirth"], reason },
    }),
  });
}
