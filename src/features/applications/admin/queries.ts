import "server-only";
import { getDb } from "@/db";
import { getViewer } from "@/features/access/viewer";
import { mediaUrl } from "@/features/media/urls";
import { decryptField } from "@/lib/crypto/field-encryption";
import type { ApplicationStatus } from "../rules";
import type { ApplicationListParams } from "./list-params";
import { auditPersonalDataViewed } from "./personal-data";
import { countApplications, listApplicationsPage, readApplicationRecord, type ApplicationCounters, type ApplicationListPage, type ApplicationRecord } from "./list-query";

export type { ApplicationCounters, ApplicationListPage, ApplicationListRow } from "./list-query";

export interface ApplicationsScreenData {
  counters: ApplicationCounters;
  list: ApplicationListPage;
}

/** What the Model applications screen shows for a view: the tab counts and one page of applications. */
export async function loadApplicationsScreen(params: ApplicationListParams): Promise<ApplicationsScreenData> {
  const db = await getDb();
  const [counters, list] = await Promise.all([countApplications(db), listApplicationsPage(db, params)]);
  return { counters, list };
}

/** A contact detail as the dialog shows it: the plaintext, null when none was given, or "unreadable" (another key wrote it, or it was altered). */
export type ContactValue = string | null | { unreadable: true };

export interface ApplicationPhoto {
  mediaId: string;
  /** Through the access-checked media route: served only to holders of admin.applications.manage. */
  url: string;
}

export interface AdminApplicationDetail extends Omit<ApplicationRecord, "emailEnc" | "phoneEnc" | "dateOfBirthEnc" | "photos" | "status"> {
  status: ApplicationStatus;
  email: ContactValue;
  phone: ContactValue;
  dateOfBirth: ContactValue;
  photos: ApplicationPhoto[];
}

/** Never throws and never logs the value: a failure to decrypt is shown as such. */
function reveal(envelope: string | null): ContactValue {
  if (envelope === null) return null;
  try {
    return decryptField(envelope);
  } catch {
    return { unreadable: true };
  }
}

/**
 * One application for the detail dialog, with its contact details decrypted.
 * Called only from the applications page, after its guard
 * (requireAdminPage: admin.applications.manage), so only holders of that
 * permission ever receive them. Each opening is in the audit log under the
 * viewer's name, written before anything is decrypted.
 */
export async function loadApplicationDetail(id: string): Promise<AdminApplicationDetail | null> {
  const db = await getDb();
  const record = await readApplicationRecord(db, id);
  if (!record) return null;
  await auditPersonalDataViewed(db, await getViewer(), record, "opened the application");
  const { emailEnc, phoneEnc, dateOfBirthEnc, photos, ...rest } = record;
  return {
    ...rest,
    email: reveal(emailEnc),
    phone: reveal(phoneEnc),
    dateOfBirth: reveal(dateOfBirthEnc),
    photos: photos.map((mediaId) => ({ mediaId, url: mediaUrl(mediaId) })),
  };
}
