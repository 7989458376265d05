import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { blogPosts, categories, locations, models } from "@/db/schema";
import { fixedMetaTagPaths, matchPage, pathOf, pathPrefixOf } from "@/features/site/public-routes";
import { normalisePagePath } from "./meta-tags/rules";

/**
 * Which paths are real public pages, so the Meta Tags Manager can flag a
 * page_seo row no page will ever read (a typo, a renamed slug, a deleted
 * post). The pages are those of the public page registry
 * (src/features/site/public-routes.ts) whose page_seo rows are kept:
 * - the fixed ones (/, /models, /blog, /faq, the legal pages, /apply, /auth);
 * - /{slug} for an active category, /escorts-in-{slug} for an active district
 *   (what the [slug] route resolves);
 * - /blog/{slug} for a published post;
 * - /models/{id} for a model that exists and is not in the trash.
 * The sitemap's own read is not reused: it loads every URL and leaves out
 * members-only, hidden and photo-less profiles, whose pages exist all the
 * same (members open them, and their head reads page_seo). Here one query
 * per kind asks about the given paths only, whatever their number.
 */

type Db = Database | Transaction;

/*
 * Read from the registry, which imports nothing, rather than from
 * features/legal and features/locations: they import features/seo for their
 * metadata, and imports run one way. public-pages.integration.test.ts checks
 * them against LEGAL_DOCUMENTS and districtPath, so they cannot drift.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = fixedMetaTagPaths();
export const DISTRICT_PATH_PREFIX = pathPrefixOf("district");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The paths (normalised) among `paths` that are public pages. */
export async function existingPublicPages(paths: readonly string[], db?: Db): Promise<Set<string>> {
  const wanted = [...new Set(paths.map(normalisePagePath))];
  const found = new Set(wanted.filter((path) => STATIC_PUBLIC_PATHS.includes(path)));

  const slugs: string[] = [];
  const districts = new Map<string, string>();
  const posts: string[] = [];
  const modelIds: string[] = [];
  for (const path of wanted) {
    if (found.has(path)) continue;
    const category = matchPage("category", path);
    const district = matchPage("district", path);
    const post = matchPage("post", path);
    const profile = matchPage("profile", path);
    if (category) slugs.push(category.slug);
    if (district) districts.set(district.slug, path);
    if (post) posts.push(post.slug);
    // Anything else under /models is no page; it is not sent to a uuid column either.
    if (profile && UUID.test(profile.id)) modelIds.push(profile.id);
  }
  if (!slugs.length && !posts.length && !modelIds.length) return found;

  const handle = db ?? (await getDb());
  const [categoryRows, locationRows, postRows, modelRows] = await Promise.all([
    slugs.length
      ? handle.select({ slug: categories.slug }).from(categories).where(and(inArray(categories.slug, slugs), eq(categories.isActive, true)))
      : [],
    districts.size
      ? handle.select({ slug: locations.slug }).from(locations).where(and(inArray(locations.slug, [...districts.keys()]), eq(locations.isActive, true)))
      : [],
    posts.length
      ? handle.select({ slug: blogPosts.slug }).from(blogPosts).where(and(inArray(blogPosts.slug, posts), eq(blogPosts.isPublished, true)))
      : [],
    modelIds.length ? handle.select({ id: models.id }).from(models).where(and(inArray(models.id, modelIds), isNull(models.deletedAt))) : [],
  ]);
  for (const { slug } of categoryRows) found.add(pathOf("category", { slug }));
  for (const { slug } of locationRows) found.add(districts.get(slug)!);
  for (const { slug } of postRows) found.add(pathOf("post", { slug }));
  for (const { id } of modelRows) found.add(pathOf("profile", { id }));
  return found;
}

/** Whether one path is a public page. */
export async function isPublicPage(path: string, db?: Db): Promise<boolean> {
  return (await existingPublicPages([path], db)).has(normalisePagePath(path));
}
