import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { modelApplications } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { containsPattern, countWhere, readListPage, type ListPage } from "@/features/admin/list/list-query";
import type { ApplicationStatus } from "../rules";
import { APPLICATIONS_PAGE_SIZE, type ApplicationFilter, type ApplicationListParams } from "./list-params";

/**
 * The Model applications screen's reads as plain functions of a database
 * handle (no request, no "server-only"), so the page, the actions and the
 * bench (scripts/bench-applications-list.ts) run the very same SQL. The list
 * never selects the encrypted contact details: only the detail dialog reads
 * them (queries.ts), for one application at a time.
 */

type Db = Database | Transaction;

/** An application as a row of the list: no contact details. */
export const applicationListColumns = {
  ...columnsOf(modelApplications, ["id", "fullName", "age", "nationality", "locationPreference", "status"]),
  photoCount: sql<number>`cardinality(${modelApplications.photos})`.mapWith(Number),
  ...columnsOf(modelApplications, ["reviewedAt", "convertedModelId", "createdAt"]),
};

export interface ApplicationListRow {
  id: string;
  fullName: string;
  age: number | null;
  nationality: string | null;
  locationPreference: string | null;
  status: ApplicationStatus;
  photoCount: number;
  reviewedAt: Date | null;
  convertedModelId: string | null;
  createdAt: Date;
}

/** Everything the detail dialog shows, contact details still encrypted (queries.ts decrypts them for the one viewer). */
export const applicationRecordColumns = {
  ...columnsOf(modelApplications, ["id", "fullName", "emailEnc", "phoneEnc", "dateOfBirthEnc", "age", "birthYear", "nationality", "languages", "otherLanguage", "height", "measurements", "dressSize", "hairColor", "eyeColor", "tattoos", "piercings", "interests", "instagramHandle", "motivation", "availability", "locationPreference", "photos", "status", "adminNotes", "reviewedAt", "convertedModelId", "createdAt", "updatedAt"]),
};

export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof readApplicationRecord>>>;

export type ApplicationCounters = Record<ApplicationFilter, number>;

export type ApplicationListPage = ListPage<ApplicationListRow>;

function statusCondition(status: ApplicationFilter): SQL | undefined {
  return status === "all" ? undefined : eq(modelApplications.status, status);
}


function listWhere(params: Pick<ApplicationListParams, "status" | "q">): SQL | undefined {
  return and(statusCondition(params.status), params.q ? ilike(modelApplications.fullName, containsPattern(params.q)) : undefined);
}

/** The ORDER BY of a view; the id last, so equal values keep one order from page to page. */
function listOrder(sort: ApplicationListParams["sort"]): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(modelApplications.createdAt), desc(modelApplications.id)];
    case "oldest":
      return [asc(modelApplications.createdAt), asc(modelApplications.id)];
    case "name":
      return [asc(modelApplications.fullName), desc(modelApplications.createdAt), desc(modelApplications.id)];
  }
}

/** The counts on the status tabs, in one pass. */
export async function countApplications(db: Db): Promise<ApplicationCounters> {
  const byStatus = (status: ApplicationStatus) => sql<number>`count(*) filter (where ${modelApplications.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      pending: byStatus("pending"),
      reviewing: byStatus("reviewing"),
      approved: byStatus("approved"),
      rejected: byStatus("rejected"),
    })
    .from(modelApplications);
  return row;
}

/** One page of the view: the matching count first, so a page past the end shows the last one. */
export async function listApplicationsPage(db: Db, params: ApplicationListParams): Promise<ApplicationListPage> {
  const total = await countWhere(db, modelApplications, listWhere(params));
  return readListPage(total, params.page, APPLICATIONS_PAGE_SIZE, ({ limit, offset }) =>
    db.select(applicationListColumns).from(modelApplications).where(listWhere(params)).orderBy(...listOrder(params.sort)).limit(limit).offset(offset),
  );
}

/** One application with every stored field (contact details encrypted), or undefined. */
export async function readApplicationRecord(db: Db, id: string) {
  const [row] = await db.select(applicationRecordColumns).from(modelApplications).where(eq(modelApplications.id, id));
  return row;
}
