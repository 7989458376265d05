import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { blogPosts, categories, locations, models } from "@/db/schema";
import { normalisePagePath } from "./meta-tags/rules";

/**
 * Which paths are real public pages, so the Meta Tags Manager can flag a
 * page_seo row no page will ever read (a typo, a renamed slug, a deleted
 * post). The rules follow the routes in src/app/(public) and the reads they
 * make, which the sitemap (src/features/sitemap/sitemap.ts) lists too:
 * - the fixed routes (/, /models, /blog, /faq, the legal pages, /apply, /auth);
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
 * The legal pages' paths and the district prefix are written out here rather
 * than imported: features/legal and features/locations import features/seo
 * for their metadata, and imports run one way. public-pages.integration.test.ts
 * checks them against LEGAL_DOCUMENTS and districtPath, so they cannot drift.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = ["/", "/models", "/blog", "/faq", "/privacy", "/terms", "/apply", "/auth"];
export const DISTRICT_PATH_PREFIX = "escorts-in-";

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
    const segments = path.split("/").slice(1);
    if (segments.length === 1) {
      slugs.push(segments[0]);
      if (segments[0].startsWith(DISTRICT_PATH_PREFIX) && segments[0].length > DISTRICT_PATH_PREFIX.length) {
        districts.set(segments[0].slice(DISTRICT_PATH_PREFIX.length), path);
      }
    } else if (segments.length === 2 && segments[0] === "blog") {
      posts.push(segments[1]);
    } else if (segments.length === 2 && segments[0] === "models" && UUID.test(segments[1])) {
      // Anything else under /models is no page; it is not sent to a uuid column either.
      modelIds.push(segments[1]);
    }
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
  for (const { slug } of categoryRows) found.add(`/${slug}`);
  for (const { slug } of locationRows) found.add(districts.get(slug)!);
  for (const { slug } of postRows) found.add(`/blog/${slug}`);
  for (const { id } of modelRows) found.add(`/models/${id}`);
  return found;
}

/** Whether one path is a public page. */
export async function isPublicPage(path: string, db?: Db): Promise<boolean> {
  return (await existingPublicPages([path], db)).has(normalisePagePath(path));
}
