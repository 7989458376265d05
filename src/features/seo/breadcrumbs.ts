/**
 * Breadcrumb trails: one list of crumbs drives both the visible trail and the
 * BreadcrumbList JSON-LD, so the two can never disagree.
 */
import type { Crumb } from "@/components/site/breadcrumbs";
import { absoluteUrl } from "./metadata-core";

export type { Crumb };

export const HOME_CRUMB: Crumb = { name: "Home", path: "/" };
// There is no index page of categories or districts: the home page's sections are.
export const CATEGORIES_CRUMB: Crumb = { name: "Categories", path: "/#categories" };
export const DISTRICTS_CRUMB: Crumb = { name: "Districts", path: "/#districts" };
export const BLOG_CRUMB: Crumb = { name: "Journal", path: "/blog" };

/** Home first, then the given crumbs. */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs];
}

/** schema.org BreadcrumbList with absolute URLs, positions from 1. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
