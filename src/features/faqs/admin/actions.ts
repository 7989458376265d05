"use server";

import { and, count, eq, notLike } from "drizzle-orm";
import type { Transaction } from "@/db";
import { faqs } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { isGeoFaq, nextFaqOrder } from "./ordering";
import { adminFaqColumns, type AdminFaq } from "./queries";
import { createFaqSchema, deleteFaqSchema, updateFaqSchema } from "./schemas";

const PERMISSION = "admin.content.manage" as const;

/** The FAQ, locked; district FAQs are not this screen's to change, so they count as missing. */
async function lockFaq(tx: Transaction, id: string): Promise<AdminFaq> {
  const [row] = isGeoFaq(id) ? [] : await tx.select(adminFaqColumns).from(faqs).where(eq(faqs.id, id)).for("update");
  if (!row) throw new ActionFailure("not_found", "adminContent.faq.errors.notFound");
  return row;
}

/**
 * FAQ server actions, each authorised, validated
 * and audited by defineAdminAction. Public FAQ lists update through the faqs
 * table's change notification (cache tags and the FAQ page's live reload).
 */

export const createFaq = defineAdminAction({
  permission: PERMISSION,
  schema: createFaqSchema,
  failureKey: "adminContent.faq.errors.create",
  async run(input, { tx }) {
    let orderIndex = input.orderIndex;
    if (orderIndex === undefined) {
      const [{ visible }] = await tx.select({ visible: count() }).from(faqs).where(notLike(faqs.id, "geo-%"));
      orderIndex = nextFaqOrder(visible);
    }
    const values = { question: input.question, answer: input.answer, orderIndex, isActive: input.isActive };
    const [faq] = await tx.insert(faqs).values(values).returning(adminFaqColumns);
    return { data: faq, audit: { action: "faq.create", entityType: "faq", entityId: faq.id, newValues: values } };
  },
});

export const updateFaq = defineAdminAction({
  permission: PERMISSION,
  schema: updateFaqSchema,
  failureKey: "adminContent.faq.errors.update",
  async run({ id, expectedVersion, overwrite, ...values }, { tx }) {
    const { id: _id, updatedAt, ...before } = await lockFaq(tx, id);
    await assertUnchangedSince(tx, { current: updatedAt, expectedVersion, overwrite, entityType: "faq", entityId: id });
    const [faq] = await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning(adminFaqColumns);
    return { data: faq, audit: { action: "faq.update", entityType: "faq", entityId: id, oldValues: before, newValues: values } };
  },
});

export const deleteFaq = defineAdminAction({
  permission: PERMISSION,
  schema: deleteFaqSchema,
  failureKey: "adminContent.faq.errors.delete",
  async run({ id }, { tx }) {
    const { id: _id, updatedAt: _updatedAt, ...before } = await lockFaq(tx, id);
    await tx.delete(faqs).where(and(eq(faqs.id, id), notLike(faqs.id, "geo-%")));
    return { data: { id }, audit: { action: "faq.delete", entityType: "faq", entityId: id, oldValues: before } };
  },
});
