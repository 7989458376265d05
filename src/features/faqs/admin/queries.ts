import "server-only";
import { asc, notLike } from "drizzle-orm";
import { getDb } from "@/db";
import { faqs } from "@/db/schema";

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
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  orderIndex: faqs.orderIndex,
  isActive: faqs.isActive,
  updatedAt: faqs.updatedAt,
};

/** Every general FAQ in order; generated district FAQs ("geo-…") are left out (spec §3). */
export async function listAdminFaqs(): Promise<AdminFaq[]> {
  const db = await getDb();
  return db
    .select(adminFaqColumns)
    .from(faqs)
    .where(notLike(faqs.id, "geo-%"))
    .orderBy(asc(faqs.orderIndex), asc(faqs.createdAt));
}
