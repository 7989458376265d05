import { locations } from "@/db/schema";
import { columnsOf } from "@/db/columns";

/**
 * The column sets of the locations table, defined once: the public district
 * page, the admin list and the editor's audit snapshot all read these.
 */

/** What the district editor changes: the audit snapshot of a save. */
export const districtPageFields = {
  ...columnsOf(locations, ["description", "content", "seoTitle", "seoDescription", "keywords", "lat", "lng", "postcodes", "nearbyLandmarks"]),
};

/** A published district page as the public site reads it. */
export const publicDistrictColumns = {
  ...columnsOf(locations, ["id", "name", "slug"]),
  ...districtPageFields,
  updatedAt: locations.updatedAt,
};

/** Every district, published or not, as the admin list reads it. */
export const adminDistrictColumns = { ...publicDistrictColumns, isActive: locations.isActive };
