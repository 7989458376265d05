"use server";

import { eq, sql } from "drizzle-orm";
import { modelApplications } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { deliverQueuedMail, queueMail } from "@/features/mail/mail";
import { decryptField } from "@/lib/crypto/field-encryption";
import { deleteUnreferencedApplicationMedia, removeStoredFiles } from "../media-purge";
import { mayChangeStatus, mayConvert, type ApplicationStatus } from "../rules";
import { applicationStatusMail, readBrandName } from "../mail";
import { applicationAudit, createModelFromApplication, lockApplication } from "./records";
import { convertApplicationSchema, removeApplicationPhotoSchema, setApplicationStatusSchema } from "./schemas";

/**
 * Model application server actions (status, notes, Convert to Model), each
 * authorised (admin.applications.manage), validated and audited by
 * defineAdminAction in one transaction. Mail to the applicant is queued in
 * that transaction and sent after it commits, so a change that rolls back
 * sends nothing. The applicant's email is decrypted only to address that
 * mail; audit rows name the applicant and never hold contact details.
 */

const PERMISSION = "admin.applications.manage" as const;

/** Reviewing, approved or rejected, with optional notes; stamps reviewed_at and tells the applicant. */
export const setApplicationStatus = defineAdminAction({
  permission: PERMISSION,
  schema: setApplicationStatusSchema,
  failureKey: "adminModels.applications.errors.status",
  async run({ id, status, notes }, { tx }) {
    const before = await lockApplication(tx, id);
    if (!mayChangeStatus({ status: before.status as ApplicationStatus, convertedModelId: before.convertedModelId }, status)) {
      throw new ActionFailure("invalid", "adminModels.applications.errors.alreadyConverted");
    }
    const adminNotes = notes === "" ? null : notes;
    const [after] = await tx
      .update(modelApplications)
      .set({ status, adminNotes, reviewedAt: sql`now()` })
      .where(eq(modelApplications.id, id))
      .returning({ status: modelApplications.status, reviewedAt: modelApplications.reviewedAt });
    // Told only when the status really changes: a second save of the same decision (new notes) sends nothing.
    const mailIds = before.status === status ? [] : [await queueMail(tx, applicationStatusMail(status, { to: decryptField(before.emailEnc), name: before.fullName, brand: await readBrandName(tx) }))];
    return {
      data: { id, status: after.status, reviewedAt: after.reviewedAt, mailIds },
      audit: applicationAudit(before, { action: "application.status", before: { status: before.status, adminNotes: before.adminNotes }, after: { status, adminNotes } }),
    };
  },
  async afterCommit({ mailIds }) {
    await deliverQueuedMail(mailIds);
  },
});

/** Convert to Model: only an approved application not converted yet; the model, its gallery and the link in one transaction. */
export const convertApplication = defineAdminAction({
  permission: PERMISSION,
  schema: convertApplicationSchema,
  failureKey: "adminModels.applications.errors.convert",
  async run({ id }, { tx }) {
    const application = await lockApplication(tx, id);
    if (!mayConvert({ status: application.status as ApplicationStatus, convertedModelId: application.convertedModelId })) {
      throw new ActionFailure("invalid", application.convertedModelId ? "adminModels.applications.errors.alreadyConverted" : "adminModels.applications.errors.notApproved");
    }
    const converted = await createModelFromApplication(tx, application);
    return {
      data: converted,
      audit: applicationAudit(application, { action: "application.convert", before: { convertedModelId: null }, after: { convertedModelId: converted.modelId, photos: converted.photoCount } }),
    };
  },
});

/** Removes one photo from an application (an unsuitable or someone else's picture); its file goes once the change has committed. */
export const removeApplicationPhoto = defineAdminAction({
  permission: PERMISSION,
  schema: removeApplicationPhotoSchema,
  failureKey: "adminModels.applications.errors.photoRemove",
  async run({ id, mediaId }, { tx }) {
    const application = await lockApplication(tx, id);
    if (!application.photos.includes(mediaId)) throw new ActionFailure("not_found", "adminModels.applications.errors.photoMissing");
    // A converted application's photos belong to the model's gallery now: they are managed there.
    if (application.convertedModelId) throw new ActionFailure("invalid", "adminModels.applications.errors.alreadyConverted");
    const photos = application.photos.filter((photo) => photo !== mediaId);
    await tx.update(modelApplications).set({ photos }).where(eq(modelApplications.id, id));
    const fileKeys = await deleteUnreferencedApplicationMedia(tx, [mediaId]);
    return {
      data: { id, photos: photos.length, fileKeys },
      audit: applicationAudit(application, { action: "application.photo_remove", before: { photos: application.photos.length, mediaId }, after: { photos: photos.length } }),
    };
  },
  async afterCommit({ fileKeys }) {
    await removeStoredFiles(fileKeys);
  },
});
