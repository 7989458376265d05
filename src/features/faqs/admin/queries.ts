import "server-only";
import { asc, notLike } from "drizzle-orm";
import { getDb } from "@/db";
import { faqs } from "@/db/schema";
import { columnsOf } from "@/db/columns";

/** An FAQ as the admin screen shows it: active or not. */
export interface AdminFaq {
  id: string;
  question: string;
  answer: string;
  orderIndex: number;
  isActive: boolean;
  /** The version an edit form sends back (no silent overwrites, src/features/admin/version.ts). */
  updatedAt: Date;
}

export const adminFaqColumns = {
  ...columnsOf(faqs, ["id", "question", "answer", "orderIndex", "isActive", "updatedAt"]),
};

/** Every general FAQ in order; generated district FAQs ("geo-…") are left out. */
export async function listAdminFaqs(): Promise<AdminFaq[]> {
  const db = await getDb();
  return db
    .select(adminFaqColumns)
    .from(faqs)
    .where(notLike(faqs.id, "geo-%"))
    .orderBy(asc(faqs.orderIndex), asc(faqs.createdAt));
}
