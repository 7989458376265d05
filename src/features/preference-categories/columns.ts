import { preferenceCategories } from "@/db/schema";

/**
 * The column sets of the home page tiles, defined once: the editor's audit
 * snapshots and the admin list read these.
 */

/** What the tile editor changes: the audit snapshot of an update or a delete. */
export const tileFields = {
  name: preferenceCategories.name,
  path: preferenceCategories.path,
  imageUrl: preferenceCategories.imageUrl,
  imageAlt: preferenceCategories.imageAlt,
  orderIndex: preferenceCategories.orderIndex,
  isActive: preferenceCategories.isActive,
};

/** Every tile as the admin list reads it, with the version its edit form sends back. */
export const adminTileColumns = { id: preferenceCategories.id, ...tileFields, updatedAt: preferenceCategories.updatedAt };
