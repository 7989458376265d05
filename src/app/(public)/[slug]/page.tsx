import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getViewer } from "@/features/access/viewer";
import { CategoryLanding } from "@/features/categories/components/category-landing";
import { getCategoryBySlug, type CategoryPage } from "@/features/categories/queries";
import { categoryMetadata, loadCategoryView } from "@/features/categories/view";
import { DistrictLanding } from "@/features/locations/components/district-landing";
import { districtSlugOf } from "@/features/locations/paths";
import { getLocationBySlug, type LocationPage } from "@/features/locations/queries";
import { districtMetadata, loadDistrictView } from "@/features/locations/view";
import { parsePage } from "@/features/models/list";

/**
 * One segment serves both kinds of landing page: /{category-slug} (e.g.
 * /blonde-escorts) and /escorts-in-{district} (e.g. /escorts-in-mayfair).
 * Anything else is a real 404.
 */
type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Landing = { kind: "category"; category: CategoryPage } | { kind: "district"; location: LocationPage };

// Slugs are lower-case words joined by hyphens; anything else is not looked up.
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function resolveLanding(slug: string): Promise<Landing | null> {
  if (slug.length > 120 || !SLUG_RE.test(slug)) return null;
  const category = await getCategoryBySlug(slug);
  if (category) return { kind: "category", category };
  const districtSlug = districtSlugOf(slug);
  const location = districtSlug ? await getLocationBySlug(districtSlug) : null;
  return location ? { kind: "district", location } : null;
}

async function pageNumber(searchParams: Props["searchParams"]): Promise<number> {
  const raw = (await searchParams).page;
  return parsePage(Array.isArray(raw) ? raw[0] : raw);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  await connection();
  const [{ slug }, page] = await Promise.all([params, pageNumber(searchParams)]);
  const landing = await resolveLanding(slug);
  // The page itself answers 404 (and Next adds noindex); nothing to describe here.
  if (!landing) return { robots: { index: false, follow: false } };
  return landing.kind === "category" ? categoryMetadata(landing.category, page) : districtMetadata(landing.location, page);
}

export default async function LandingPage({ params, searchParams }: Props) {
  await connection();
  const [{ slug }, page, viewer] = await Promise.all([params, pageNumber(searchParams), getViewer()]);
  const landing = await resolveLanding(slug);
  if (!landing) notFound();
  const signedIn = viewer.userId !== null;

  if (landing.kind === "category") {
    const view = await loadCategoryView(landing.category, viewer, page);
    if (!view) notFound();
    return <CategoryLanding view={view} signedIn={signedIn} />;
  }
  const view = await loadDistrictView(landing.location, viewer, page);
  if (!view) notFound();
  return <DistrictLanding view={view} signedIn={signedIn} />;
}
