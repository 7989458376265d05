import "server-only";
import type { Metadata } from "next";
import { hasMemberAccess, VISITOR, type Viewer } from "@/features/access/policy";
import { listModelCards, type ModelCardPage } from "@/features/models/list";
import { breadcrumbJsonLd, CATEGORIES_CRUMB, trail, type Crumb } from "@/features/seo/breadcrumbs";
import { createMetadata, getStructuredDataFor } from "@/features/seo/metadata";
import type { PageMetaInput } from "@/features/seo/metadata-core";
import { getSiteSettings } from "@/features/site/queries";
import { collectionPageJsonLd } from "./json-ld";
import { categoryPath } from "./paths";
import { getRelatedCategories, type CategoryLink, type CategoryPage } from "./queries";

export interface CategoryView {
  category: CategoryPage;
  path: string;
  crumbs: Crumb[];
  cards: ModelCardPage;
  related: CategoryLink[];
  showJoin: boolean;
  jsonLd: Record<string, unknown>[];
}

/** "Blonde Escorts – page 2": later pages get their own title so search results tell them apart. */
function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} – page ${page}` : title;
}

/** What a category page asks its head for (also read by the page inventory, src/features/seo/admin/pages). */
export function categoryMetaInput(category: CategoryMetaSource, page = 1): PageMetaInput {
  return {
    path: categoryPath(category.slug),
    title: pagedTitle(category.seoTitle || category.name, page),
    description: category.seoDescription || category.description,
    keywords: category.keywords,
  };
}

export type CategoryMetaSource = Pick<CategoryPage, "slug" | "name" | "seoTitle" | "seoDescription" | "description" | "keywords">;

export async function categoryMetadata(category: CategoryPage, page: number): Promise<Metadata> {
  return createMetadata(categoryMetaInput(category, page));
}

/**
 * Everything the category page shows, for this viewer; null when `page` is
 * past the last page (a 404, so crawlers do not find endless empty pages).
 */
export async function loadCategoryView(category: CategoryPage, viewer: Viewer, page: number): Promise<CategoryView | null> {
  const path = categoryPath(category.slug);
  const filters = { categorySlug: category.slug, page };
  const [cards, visitorCards, related, settings, adminJsonLd] = await Promise.all([
    listModelCards(viewer, filters),
    // JSON-LD is built from what a signed-out visitor may open, whoever is looking.
    listModelCards(VISITOR, filters),
    getRelatedCategories(category.id),
    getSiteSettings(),
    getStructuredDataFor(path),
  ]);
  if (page > cards.pageCount) return null;

  const crumbs = trail(CATEGORIES_CRUMB, { name: category.name, path });
  return {
    category,
    path,
    crumbs,
    cards,
    related,
    showJoin: !hasMemberAccess(viewer),
    jsonLd: [
      breadcrumbJsonLd(crumbs, settings.siteUrl),
      collectionPageJsonLd({
        name: category.name,
        description: category.seoDescription || category.description,
        path,
        siteUrl: settings.siteUrl,
        visitorCards: visitorCards.items,
        firstPosition: (visitorCards.page - 1) * visitorCards.pageSize + 1,
      }),
      ...adminJsonLd,
    ],
  };
}
