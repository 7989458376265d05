import "server-only";
import type { Metadata } from "next";
import { hasMemberAccess, VISITOR, type Viewer } from "@/features/access/policy";
import { collectionPageJsonLd } from "@/features/categories/json-ld";
import { faqPageJsonLd } from "@/features/faqs/json-ld";
import { listModelCards, type ModelCardPage } from "@/features/models/list";
import { breadcrumbJsonLd, DISTRICTS_CRUMB, trail, type Crumb } from "@/features/seo/breadcrumbs";
import { createMetadata, getStructuredDataFor } from "@/features/seo/metadata";
import type { PageMetaInput } from "@/features/seo/metadata-core";
import { getSiteSettings } from "@/features/site/queries";
import { nearestPlaces, type WithDistance } from "./geo";
import { districtBusinessJsonLd } from "./json-ld";
import { districtPath } from "./paths";
import { getGeoFaqs, listActiveLocations, type GeoFaq, type LocationPage, type LocationPoint } from "./queries";

export const NEARBY_DISTRICTS = 4;
const OG_IMAGE = "/brand/og-default.png";

export interface DistrictView {
  location: LocationPage;
  path: string;
  crumbs: Crumb[];
  cards: ModelCardPage;
  nearby: WithDistance<LocationPoint>[];
  faqs: GeoFaq[];
  showJoin: boolean;
  jsonLd: Record<string, unknown>[];
}

function districtTitle(location: Pick<LocationPage, "seoTitle" | "name">, page: number): string {
  const title = location.seoTitle || `Escorts in ${location.name}`;
  return page > 1 ? `${title} – page ${page}` : title;
}

export type DistrictMetaSource = Pick<LocationPage, "slug" | "name" | "seoTitle" | "seoDescription" | "description" | "keywords">;

/** What a district page asks its head for (also read by the page inventory, src/features/seo/admin/pages). */
export function districtMetaInput(location: DistrictMetaSource, page = 1): PageMetaInput {
  return {
    path: districtPath(location.slug),
    title: districtTitle(location, page),
    description: location.seoDescription || location.description,
    keywords: location.keywords,
  };
}

export async function districtMetadata(location: LocationPage, page: number): Promise<Metadata> {
  return createMetadata(districtMetaInput(location, page));
}

/** Everything the district page shows, for this viewer; null past the last page. */
export async function loadDistrictView(location: LocationPage, viewer: Viewer, page: number): Promise<DistrictView | null> {
  const path = districtPath(location.slug);
  const filters = { locationSlug: location.slug, page };
  const [cards, visitorCards, places, faqs, settings, adminJsonLd] = await Promise.all([
    listModelCards(viewer, filters),
    // JSON-LD is built from what a signed-out visitor may open, whoever is looking.
    listModelCards(VISITOR, filters),
    listActiveLocations(),
    getGeoFaqs(location.slug),
    getSiteSettings(),
    getStructuredDataFor(path),
  ]);
  if (page > cards.pageCount) return null;

  const crumbs = trail(DISTRICTS_CRUMB, { name: location.name, path });
  const description = location.seoDescription || location.description;
  const faqJsonLd = faqPageJsonLd(faqs);
  return {
    location,
    path,
    crumbs,
    cards,
    nearby: nearestPlaces(location, places, NEARBY_DISTRICTS),
    faqs,
    showJoin: !hasMemberAccess(viewer),
    jsonLd: [
      districtBusinessJsonLd({
        name: location.name,
        description,
        lat: location.lat,
        lng: location.lng,
        postcodes: location.postcodes,
        landmarks: location.nearbyLandmarks,
        path,
        siteUrl: settings.siteUrl,
        brandName: settings.brandName,
        contactEmail: settings.contactEmail,
        contactPhone: settings.contactPhone,
        image: OG_IMAGE,
      }),
      breadcrumbJsonLd(crumbs, settings.siteUrl),
      collectionPageJsonLd({
        name: `Companions in ${location.name}`,
        description,
        path,
        siteUrl: settings.siteUrl,
        visitorCards: visitorCards.items,
        firstPosition: (visitorCards.page - 1) * visitorCards.pageSize + 1,
      }),
      ...(faqJsonLd ? [faqJsonLd] : []),
      ...adminJsonLd,
    ],
  };
}
