"use server";

import { eq } from "drizzle-orm";
import { categories } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { sanitizeRichHtml } from "@/lib/sanitize";
import { categoryPageFields } from "../columns";
import { categoryPageSchema } from "./schemas";

/**
 * Saves a category landing page's own fields (System Settings › Categories).
 * The HTML is sanitised here, on save, and again when the page renders it
 * (no script, event handler or javascript: URL survives); the public page shows the change on the
 * next request (the write clears the "categories" cache tag).
 */
export const updateCategoryPage = defineAdminAction({
  permission: "admin.settings.manage",
  schema: categoryPageSchema,
  failureKey: "adminModels.categoryPages.toast.updateFailed",
  async run({ id, expectedVersion, overwrite, ...fields }, { tx }) {
    const [locked] = await tx
      .select({ ...categoryPageFields, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.id, id))
      .for("update");
    if (!locked) throw new ActionFailure("not_found", "adminModels.categoryPages.toast.updateFailed");
    const { updatedAt, ...before } = locked;
    await assertUnchangedSince(tx, { current: updatedAt, expectedVersion, overwrite, entityType: "categories", entityId: String(id) });

    const values = { ...fields, content: sanitizeRichHtml(fields.content) };
    await tx
      .update(categories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(categories.id, id));
    return {
      data: { id, content: values.content },
      audit: { action: "category_page.update", entityType: "categories", entityId: String(id), oldValues: before, newValues: values },
    };
  },
});
