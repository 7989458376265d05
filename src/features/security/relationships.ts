import { sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import {
  blogPosts,
  categories,
  heroSlides,
  homepageCarousel,
  locations,
  media,
  modelApplications,
  modelGallery,
  modelReviews,
  models,
  pageSeo,
  preferenceCategories,
  seoSettings,
  siteBanners,
  siteContent,
  siteSettings,
  structuredData,
  users,
  userSubscriptions,
} from "@/db/schema";

/**
 * validate_profile_relationships and cleanup_orphaned_records:
 * rows that point at something gone, and stored files nothing points at.
 * Several of these are made impossible by a foreign key; they are still
 * counted, so the screen reports what the database holds rather than what
 * the schema promises (a restore from an old dump, or a hand-made fix, can
 * break a promise the schema makes).
 */

type Db = Database | Transaction;

export type RelationshipIssue = "galleryMissingModel" | "galleryMissingMedia" | "reviewsMissingModel" | "subscriptionsMissingUser" | "unusedMedia";

export const RELATIONSHIP_ISSUES: readonly RelationshipIssue[] = [
  "galleryMissingModel",
  "galleryMissingMedia",
  "reviewsMissingModel",
  "subscriptionsMissingUser",
  "unusedMedia",
];

/** A stored file counts as unused only after a day: an upload is stored before the form that uses it is saved. */
export const UNUSED_MEDIA_AGE_HOURS = 24;

const MEDIA_URL_ID = "^/api/media/([0-9a-f-]{36})/";

/**
 * model_gallery.model_id is NOT NULL with ON DELETE CASCADE: an orphan can
 * only come from outside the application (e.g. a partial restore).
 */
const galleryMissingModel = sql`not exists (select 1 from ${models} where ${models.id} = ${modelGallery.modelId})`;

/**
 * A gallery photo whose stored file row is gone. media_id is ON DELETE SET
 * NULL, so a dangling media_id cannot happen; but the photo's image_url
 * still names the media route of the deleted row, and the public page would
 * show a broken image. Both are counted.
 */
const galleryMissingMedia = sql`(
  (${modelGallery.mediaId} is not null and not exists (select 1 from ${media} where ${media.id} = ${modelGallery.mediaId}))
  or (${modelGallery.imageUrl} ~ ${MEDIA_URL_ID}
      and not exists (select 1 from ${media} where ${media.id}::text = substring(${modelGallery.imageUrl} from ${MEDIA_URL_ID})))
)`;

/** model_reviews.model_id is NOT NULL with ON DELETE CASCADE: counted for the same reason as the gallery. */
const reviewMissingModel = sql`not exists (select 1 from ${models} where ${models.id} = ${modelReviews.modelId})`;

/** user_subscriptions.user_id is NOT NULL with ON DELETE CASCADE: likewise. */
const subscriptionMissingUser = sql`not exists (select 1 from ${users} where ${users.id} = ${userSubscriptions.userId})`;

/**
 * Every table that can name a stored file. Models and gallery photos hold
 * media ids (image_media_id, media_id); the rest hold the media route URL
 * (/api/media/<id>/<variant>) in an image column, in HTML (blog posts, site
 * copy), in arrays (applications' photos and videos) or in JSON (structured
 * data). Rather than list columns that a later change could miss, a media
 * row counts as used when its id appears anywhere in a row of one of these
 * tables: a file kept by mistake costs disk space, a file deleted by mistake
 * is a broken page.
 */
const MEDIA_REFERENCING_TABLES = [
  models,
  modelGallery,
  modelApplications,
  blogPosts,
  siteBanners,
  siteContent,
  preferenceCategories,
  heroSlides,
  homepageCarousel,
  siteSettings,
  seoSettings,
  pageSeo,
  structuredData,
  categories,
  locations,
];

/** No row of any table above names the media row: the test the model purge uses too (src/features/models/trash/purge.ts). */
export function mediaIsUnreferenced(): SQL {
  const referenced = MEDIA_REFERENCING_TABLES.map(
    (table) => sql`not exists (select 1 from ${table} as ref where strpos(ref::text, ${media.id}::text) > 0)`,
  );
  return sql.join(referenced, sql` and `);
}

function mediaIsUnused(): SQL {
  return sql`${media.createdAt} < now() - make_interval(hours => ${UNUSED_MEDIA_AGE_HOURS}) and ${mediaIsUnreferenced()}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function countWhere(db: Db, table: SQL, condition: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${table} where ${condition}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** validate_profile_relationships: each issue with its count (0 when all is well). */
export async function countRelationshipIssues(db: Db): Promise<Record<RelationshipIssue, number>> {
  const [galleryModel, galleryMedia, reviews, subscriptions, unused] = await Promise.all([
    countWhere(db, sql`${modelGallery}`, galleryMissingModel),
    countWhere(db, sql`${modelGallery}`, galleryMissingMedia),
    countWhere(db, sql`${modelReviews}`, reviewMissingModel),
    countWhere(db, sql`${userSubscriptions}`, subscriptionMissingUser),
    countWhere(db, sql`${media}`, mediaIsUnused()),
  ]);
  return {
    galleryMissingModel: galleryModel,
    galleryMissingMedia: galleryMedia,
    reviewsMissingModel: reviews,
    subscriptionsMissingUser: subscriptions,
    unusedMedia: unused,
  };
}

export interface OrphanCleanup {
  removed: Record<RelationshipIssue, number>;
  /** Store keys of the deleted media rows' files: removed only after the transaction commits. */
  fileKeys: string[];
}

/**
 * cleanup_orphaned_records, inside the caller's transaction: the gallery
 * photos first (a photo whose model is gone no longer keeps its file), then
 * reviews, subscriptions and the unused media rows. Files are left to the
 * caller: a rolled-back delete must not have removed them.
 */
export async function deleteOrphanedRecords(tx: Transaction): Promise<OrphanCleanup> {
  const galleryModel = await tx.execute(sql`delete from ${modelGallery} where ${galleryMissingModel} returning ${modelGallery.id}`);
  const galleryMedia = await tx.execute(sql`delete from ${modelGallery} where ${galleryMissingMedia} returning ${modelGallery.id}`);
  const reviews = await tx.execute(sql`delete from ${modelReviews} where ${reviewMissingModel} returning ${modelReviews.id}`);
  const subscriptions = await tx.execute(sql`delete from ${userSubscriptions} where ${subscriptionMissingUser} returning ${userSubscriptions.id}`);
  const unused = rowsOf<{ storage_key: string; variants: { key: string }[] | null }>(
    await tx.execute(sql`delete from ${media} where ${mediaIsUnused()} returning ${media.storageKey}, ${media.variants}`),
  );
  return {
    removed: {
      galleryMissingModel: rowsOf(galleryModel).length,
      galleryMissingMedia: rowsOf(galleryMedia).length,
      reviewsMissingModel: rowsOf(reviews).length,
      subscriptionsMissingUser: rowsOf(subscriptions).length,
      unusedMedia: unused.length,
    },
    fileKeys: [...new Set(unused.flatMap((row) => [row.storage_key, ...(row.variants ?? []).map((variant) => variant.key)]))],
  };
}
