import { locations } from "@/db/schema";

/**
 * The column sets of the locations table, defined once: the public district
 * page, the admin list and the editor's audit snapshot all read these.
 */

/** What the district editor changes: the audit snapshot of a save. */
export const districtPageFields = {
  description: locations.description,
  content: locations.content,
  seoTitle: locations.seoTitle,
  seoDescription: locations.seoDescription,
  keywords: locations.keywords,
  lat: locations.lat,
  lng: locations.lng,
  postcodes: locations.postcodes,
  nearbyLandmarks: locations.nearbyLandmarks,
};

/** A published district page as the public site reads it. */
export const publicDistrictColumns = {
  id: locations.id,
  name: locations.name,
  slug: locations.slug,
  ...districtPageFields,
  updatedAt: locations.updatedAt,
};

/** Every district, published or not, as the admin list reads it. */
export const adminDistrictColumns = { ...publicDistrictColumns, isActive: locations.isActive };
