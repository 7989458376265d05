import type { LocationPage } from "../queries";

/** One district as the Locations screens (Geo-Targeting, Local SEO) and the edit dialog see it. */
export interface DistrictItem extends Omit<LocationPage, "updatedAt"> {
  path: string;
  isActive: boolean;
  /** ISO time: the row's version, sent back on save (no silent overwrite). */
  updatedAt: string;
  /** Listed (non-hidden) models based in the district. */
  modelCount: number;
  seoScore: number;
  hasSeoOverride: boolean;
  /** The title and description the page really publishes (override, own fields or fallback). */
  effectiveTitle: string;
  effectiveDescription: string;
}
