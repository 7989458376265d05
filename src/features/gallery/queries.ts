import "server-only";
import { and, asc, countDistinct, eq, inArray, isNull, not, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import { media, modelGallery, models } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import {
  canListModel,
  hasMemberAccess,
  seesPaidPhotos,
  subscriberPhotoVisibilities,
  visiblePhotoVisibilities,
  type ModelAccessFields,
  type Viewer,
} from "@/features/access/policy";
import { publicImageAddress } from "@/features/images/public-address";
import { getPublicImagePolicy } from "@/features/images/public-policy";
import { mediaUrl } from "@/features/media/urls";
import { accessClassOf, isSharedAccessClass, viewerForAccessClass, type SharedAccessClass } from "@/features/access/access-class";
import { cached } from "@/lib/cache";
import { finaliseGallery, type CroppedRendering, type GalleryPhoto } from "./select";

/** Names and widths only: storage keys stay on the server. */
function namesAndWidths(variants: { name: string; width: number }[]): { name: string; width: number }[] {
  return variants.map(({ name, width }) => ({ name, width }));
}

/** A crop's public description, when the photo has one and its file is still stored. */
function croppedRendering(mediaId: string | null, variants: { name: string; width: number }[] | null): CroppedRendering | undefined {
  return mediaId && variants ? { imageUrl: mediaUrl(mediaId), variants: namesAndWidths(variants) } : undefined;
}

/**
 * The photos this viewer may see, filtered in SQL: restricted rows never
 * leave the database for a viewer who may not see them.
 */
export async function getGalleryForViewer(
  model: ModelAccessFields & { id: string; name: string; image: string | null },
  viewer: Viewer,
): Promise<GalleryPhoto[]> {
  if (!canListModel(viewer, model)) return [];
  const db = await getDb();
  const squareMedia = alias(media, "square_media");
  const portraitMedia = alias(media, "portrait_media");
  const rows = await db
    .select({
      ...columnsOf(modelGallery, ["id", "imageUrl", "caption", "visibility"]),
      mediaVariants: media.variants,
      squareMediaId: modelGallery.squareMediaId,
      squareVariants: squareMedia.variants,
      portraitMediaId: modelGallery.portraitMediaId,
      portraitVariants: portraitMedia.variants,
    })
    .from(modelGallery)
    .leftJoin(media, eq(media.id, modelGallery.mediaId))
    .leftJoin(squareMedia, eq(squareMedia.id, modelGallery.squareMediaId))
    .leftJoin(portraitMedia, eq(portraitMedia.id, modelGallery.portraitMediaId))
    .where(and(eq(modelGallery.modelId, model.id), inArray(modelGallery.visibility, visiblePhotoVisibilities(viewer, model))))
    .orderBy(asc(modelGallery.orderIndex), asc(modelGallery.createdAt));
  const photos = rows.map(({ mediaVariants, squareMediaId, squareVariants, portraitMediaId, portraitVariants, ...photo }) => ({
    ...photo,
    variants: mediaVariants ? namesAndWidths(mediaVariants) : undefined,
    // The crops follow the photo's own visibility (media/access.ts), so they leave here only with it.
    square: croppedRendering(squareMediaId, squareVariants),
    portrait: croppedRendering(portraitMediaId, portraitVariants),
  }));
  const policy = await getPublicImagePolicy();
  // Crops are always our own files; an outside photo address follows the image flags.
  return finaliseGallery(photos, model).map((photo) => ({ ...photo, imageUrl: publicImageAddress(photo.imageUrl, policy) }));
}

/** Photos a subscription would add, per model: only counts leave the database. */
type LockedPhotoCounts = Map<string, number>;

/**
 * For each model in `scope`, how many distinct photos a subscriber's gallery
 * holds that this viewer's does not (a subscriber of a members-only model gets
 * the paid photos instead of the teasers; of a mixed model, on top of the
 * public ones). Counted in SQL, following the access policy for each access
 * mode: the restricted rows, URLs and captions never leave the database, only
 * how many there are. A photo the viewer already sees under the same address
 * (a duplicate, or the main image shown when their gallery is empty) is not
 * counted.
 */
async function lockedPhotoCounts(viewer: Viewer, scope: SQL): Promise<LockedPhotoCounts> {
  const counts: LockedPhotoCounts = new Map();
  if (seesPaidPhotos(viewer)) return counts;
  const db = await getDb();
  const seen = alias(modelGallery, "seen");
  const byMode = [true, false].map((membersOnly) => {
    const mode = { membersOnly, allPhotosPublic: false };
    const viewerSees = visiblePhotoVisibilities(viewer, mode);
    const viewerRows = (sameAddress: boolean) =>
      db
        .select({ one: sql`1` })
        .from(seen)
        .where(
          and(
            eq(seen.modelId, modelGallery.modelId),
            inArray(seen.visibility, viewerSees),
            sameAddress ? eq(seen.imageUrl, modelGallery.imageUrl) : undefined,
          ),
        );
    return and(
      eq(models.membersOnly, membersOnly),
      inArray(modelGallery.visibility, subscriberPhotoVisibilities(mode)),
      notExists(viewerRows(true)),
      // With no photo of their own the viewer is shown the main image (finaliseGallery).
      not(and(sql`${modelGallery.imageUrl} is not distinct from ${models.image}`, notExists(viewerRows(false)))!),
    );
  });
  const rows = await db
    .select({ modelId: modelGallery.modelId, photos: countDistinct(modelGallery.imageUrl) })
    .from(modelGallery)
    .innerJoin(models, eq(models.id, modelGallery.modelId))
    .where(and(scope, eq(models.allPhotosPublic, false), or(...byMode)))
    .groupBy(modelGallery.modelId);
  for (const row of rows) counts.set(row.modelId, row.photos);
  return counts;
}

/**
 * How many more photos of this model a subscription would show this viewer
 * (0 when it would show none, or the viewer already sees everything paid).
 * Only the number leaves this function: never the photos, URLs or captions.
 */
export async function countPhotosForSubscribersOnly(model: ModelAccessFields & { id: string }, viewer: Viewer): Promise<number> {
  if (model.allPhotosPublic || seesPaidPhotos(viewer) || !canListModel(viewer, model)) return 0;
  const counts = await lockedPhotoCounts(viewer, eq(models.id, model.id));
  return counts.get(model.id) ?? 0;
}

/**
 * Across every profile this viewer may open, how many photos a subscription
 * would add, and on how many profiles (for /account). Hidden and deleted
 * models are left out, as are members-only ones for a viewer who cannot open them.
 */
export async function subscriberOnlyPhotoTotals(viewer: Viewer): Promise<{ photos: number; models: number }> {
  // The answer depends on the access class alone (decision 039), and it
  // reads every model's gallery (seconds at 200,000 photos, decision 040):
  // kept per class until the models or their photos change.
  const accessClass = accessClassOf(viewer);
  if (isSharedAccessClass(accessClass)) return subscriberOnlyPhotoTotalsForClass(accessClass);
  return countSubscriberOnlyPhotoTotals(viewer);
}

const subscriberOnlyPhotoTotalsForClass = cached(
  "gallery:subscriber-only-totals",
  (accessClass: SharedAccessClass) => countSubscriberOnlyPhotoTotals(viewerForAccessClass(accessClass)),
  { tags: ["models", "model_gallery", "media"], ttlSeconds: 600 },
);

async function countSubscriberOnlyPhotoTotals(viewer: Viewer): Promise<{ photos: number; models: number }> {
  const openable = and(
    isNull(models.deletedAt),
    eq(models.isHidden, false),
    hasMemberAccess(viewer) ? undefined : eq(models.membersOnly, false),
  )!;
  const counts = await lockedPhotoCounts(viewer, openable);
  let photos = 0;
  for (const count of counts.values()) photos += count;
  return { photos, models: counts.size };
}
