import "server-only";
import { eq, or } from "drizzle-orm";
import { getDb } from "@/db";
import { media, modelGallery, models } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { canViewPhoto, hasPermission, isAdmin, VISITOR, type Viewer } from "@/features/access/policy";

/**
 * public: anyone may fetch it, cacheable everywhere.
 * private: this viewer may fetch it, but only with Cache-Control: private.
 * denied: this viewer may not (answered as 404, so existence does not leak).
 */
export type MediaAccess = "public" | "private" | "denied";

export interface MediaRecord {
  id: string;
  purpose: string;
  variants: { name: string; key: string }[];
}

/**
 * The file the media route serves for an address's variant: the one the
 * row lists under that name (null when it lists none). The Image Pipeline
 * Audit asks the same question of every reference, so "answers" means what
 * the route would do, without a request to the site itself.
 */
export function fileToServe<File extends { name: string; key: string }>(record: { variants: readonly File[] }, variant: string): File | null {
  return record.variants.find((file) => file.name === variant) ?? null;
}

export async function findMedia(mediaId: string): Promise<MediaRecord | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: media.id, purpose: media.purpose, variants: media.variants })
    .from(media)
    .where(eq(media.id, mediaId));
  return row ?? null;
}

/**
 * Whether the file is the main image of a model in the trash and of no model
 * outside it. Its gallery photos need no such check: the access policy lists
 * a deleted model to no one, so canViewPhoto already refuses them.
 */
async function isMainImageOfTrashedModelOnly(mediaId: string): Promise<boolean> {
  const db = await getDb();
  const owners = await db
    .select({ deletedAt: models.deletedAt })
    .from(models)
    .where(eq(models.imageMediaId, mediaId));
  return owners.length > 0 && owners.every((owner) => owner.deletedAt !== null);
}

/**
 * Who may read a stored file is decided by what refers to it: gallery photos
 * by the access policy for their model and visibility; application uploads by
 * admins only; brand images (banners, blog, categories, model main images) by
 * anyone, except the main image of a model in the trash, which only admins
 * see (its thumbnail in the trash view; decision 023).
 */
export async function mediaAccessFor(record: MediaRecord, viewer: Viewer): Promise<MediaAccess> {
  // Applicants' photos: only staff who review applications (admins hold every permission), never cached by a shared cache.
  if (record.purpose === "application") return hasPermission(viewer, "admin.applications.manage") ? "private" : "denied";
  if (record.purpose !== "gallery") {
    // Only model main images can belong to a model; other brand images skip the read.
    if (record.purpose === "model-main" && (await isMainImageOfTrashedModelOnly(record.id))) return isAdmin(viewer) ? "private" : "denied";
    return "public";
  }

  const db = await getDb();
  const photos = await db
    .select({
      visibility: modelGallery.visibility,
      ...columnsOf(models, ["membersOnly", "allPhotosPublic", "isHidden", "deletedAt"]),
    })
    .from(modelGallery)
    .innerJoin(models, eq(models.id, modelGallery.modelId))
    // A photo's 1:1 and 3:4 crops are files of their own: they follow the
    // visibility of the photo they were cut from, exactly like its original.
    .where(or(eq(modelGallery.mediaId, record.id), eq(modelGallery.squareMediaId, record.id), eq(modelGallery.portraitMediaId, record.id)));

  if (photos.some((p) => canViewPhoto(VISITOR, p, p.visibility))) return "public";
  if (photos.some((p) => canViewPhoto(viewer, p, p.visibility))) return "private";
  return "denied";
}
