import { categories } from "@/db/schema";
import { columnsOf } from "@/db/columns";

/**
 * The column sets of the categories table, defined once: the public landing
 * page, the admin list and the editor's audit snapshot all read these.
 */

/** The copy and SEO fields of a landing page. */
const categoryCopyFields = {
  ...columnsOf(categories, ["name", "description", "content", "seoTitle", "seoDescription", "keywords"]),
};

/** What the landing-page editor changes: the audit snapshot of a save. */
export const categoryPageFields = { ...categoryCopyFields, isActive: categories.isActive };

/** A published landing page as the public site reads it. */
export const publicCategoryColumns = { id: categories.id, slug: categories.slug, ...categoryCopyFields, updatedAt: categories.updatedAt };

/** Every landing page, published or not, as the admin list reads it. */
export const adminCategoryColumns = { ...publicCategoryColumns, isActive: categories.isActive };
