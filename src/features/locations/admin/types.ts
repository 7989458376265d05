/** One district as the Locations screens (Geo-Targeting, Local SEO) and the edit dialog see it. */
export interface DistrictItem {
  id: number;
  name: string;
  slug: string;
  path: string;
  isActive: boolean;
  description: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
  lat: number;
  lng: number;
  postcodes: string[];
  nearbyLandmarks: string[];
  updatedAt: string;
  /** Listed (non-hidden) models based in the district. */
  modelCount: number;
  seoScore: number;
  hasSeoOverride: boolean;
  /** The title and description the page really publishes (override, own fields or fallback). */
  effectiveTitle: string;
  effectiveDescription: string;
}
