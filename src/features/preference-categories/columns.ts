import { preferenceCategories } from "@/db/schema";
import { columnsOf } from "@/db/columns";

/**
 * The column sets of the home page tiles, defined once: the editor's audit
 * snapshots and the admin list read these.
 */

/** What the tile editor changes: the audit snapshot of an update or a delete. */
export const tileFields = {
  ...columnsOf(preferenceCategories, ["name", "path", "imageUrl", "imageAlt", "orderIndex", "isActive"]),
};

/** Every tile as the admin list reads it, with the version its edit form sends back. */
export const adminTileColumns = { id: preferenceCategories.id, ...tileFields, updatedAt: preferenceCategories.updatedAt };
