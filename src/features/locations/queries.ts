import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { faqs, locations } from "@/db/schema";
import type { LandingPageRecord } from "@/features/categories/queries";
import { cached } from "@/lib/cache";
import { publicDistrictColumns } from "./columns";

export interface LocationPage extends LandingPageRecord {
  lat: number;
  lng: number;
  postcodes: string[];
  nearbyLandmarks: string[];
}

export interface LocationPoint {
  name: string;
  slug: string;
  lat: number;
  lng: number;
  updatedAt: Date;
}

export interface GeoFaq {
  id: string;
  question: string;
  answer: string;
}

/** An active district by slug, or null (inactive ones are not published). */
export const getLocationBySlug = cached(
  "district-page:by-slug",
  async (slug: string): Promise<LocationPage | null> => {
    const db = await getDb();
    const [row] = await db
      .select(publicDistrictColumns)
      .from(locations)
      .where(and(eq(locations.slug, slug), eq(locations.isActive, true)));
    return row ?? null;
  },
  { tags: ["locations"], ttlSeconds: 600 },
);

/** Every active district with its coordinates (nearby districts, sitemap). */
export const listActiveLocations = cached(
  "district-page:active",
  async (): Promise<LocationPoint[]> => {
    const db = await getDb();
    return db
      .select({ name: locations.name, slug: locations.slug, lat: locations.lat, lng: locations.lng, updatedAt: locations.updatedAt })
      .from(locations)
      .where(eq(locations.isActive, true))
      .orderBy(asc(locations.id));
  },
  { tags: ["locations"], ttlSeconds: 600 },
);

/**
 * A district's own FAQs: active rows whose id starts with `geo-{slug}-`, in
 * order. starts_with() rather than LIKE, so no character in a slug can act
 * as a wildcard and pull in another district's answers.
 */
export const getGeoFaqs = cached(
  "district-page:geo-faqs",
  async (slug: string): Promise<GeoFaq[]> => {
    const db = await getDb();
    return db
      .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(and(eq(faqs.isActive, true), sql`starts_with(${faqs.id}, ${`geo-${slug}-`})`))
      .orderBy(asc(faqs.orderIndex), asc(faqs.id));
  },
  { tags: ["faqs"], ttlSeconds: 600 },
);
