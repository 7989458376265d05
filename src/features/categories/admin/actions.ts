"use server";

import { eq } from "drizzle-orm";
import { categories } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { sanitizeRichHtml } from "@/lib/sanitize";
import { categoryPageSchema } from "./schemas";

/**
 * Saves a category landing page's own fields (System Settings › Categories).
 * The HTML is sanitised here, on save, and again when the page renders it
 * (security.md "Input and output"); the public page shows the change on the
 * next request (the write clears the "categories" cache tag).
 */
export const updateCategoryPage = defineAdminAction({
  permission: "admin.settings.manage",
  schema: categoryPageSchema,
  failureKey: "adminModels.categoryPages.toast.updateFailed",
  async run({ id, ...fields }, { tx }) {
    const [before] = await tx
      .select({
        name: categories.name,
        description: categories.description,
        content: categories.content,
        seoTitle: categories.seoTitle,
        seoDescription: categories.seoDescription,
        keywords: categories.keywords,
        isActive: categories.isActive,
      })
      .from(categories)
      .where(eq(categories.id, id))
      .for("update");
    if (!before) throw new ActionFailure("not_found", "adminModels.categoryPages.toast.updateFailed");

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
