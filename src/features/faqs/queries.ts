import "server-only";
import { and, asc, eq, notLike } from "drizzle-orm";
import { getDb } from "@/db";
import { faqs } from "@/db/schema";
import { cached } from "@/lib/cache";
import type { PublicFaq } from "./types";

/**
 * The general FAQs: active, by order_index. District FAQs (ids starting with
 * "geo-") belong to their district pages and are left out. Any write to the
 * faqs table clears this.
 */
export const listPublicFaqs = cached(
  "faqs:public",
  async (): Promise<PublicFaq[]> => {
    const db = await getDb();
    return db
      .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(and(eq(faqs.isActive, true), notLike(faqs.id, "geo-%")))
      .orderBy(asc(faqs.orderIndex), asc(faqs.createdAt));
  },
  { tags: ["faqs"], ttlSeconds: 300 },
);
