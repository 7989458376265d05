import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { media, modelGallery, models, users } from "@/db/schema";
import { containsPattern, countWhere, readListPage, type ListPage } from "@/features/admin/list/list-query";
import { brokenCondition } from "../../check-status";
import { MEDIA_PURPOSES, type MediaPurpose } from "../../purposes";
import { namedMediaIdsRelation, referencesToMedia, type ImageReference } from "../../references";
import { ANY_MODEL, IMAGE_LIBRARY_PAGE_SIZE, type ImageHealth, type ImageKind, type ImageLibraryParams, type ImageUsage, type ImageVisibility } from "./list-params";

/**
 * The image library's reads as plain functions of a database handle (no
 * request), so the page, its actions and the tests run the same SQL. One
 * page of media rows is read, and then what names each image on that page
 * (the reference register, src/features/media/references.ts).
 */

type Db = Database | Transaction;

export interface LibraryImage {
  id: string;
  purpose: MediaPurpose;
  byteSize: number;
  width: number;
  height: number;
  /** The files stored for it: the original and its widths (w320, w640, ...). */
  variants: string[];
  originalFilename: string | null;
  createdAt: Date;
  uploadedBy: string | null;
  /** What on the site names it; empty when nothing does (it may be deleted). */
  usedBy: ImageReference[];
}

export type ImageLibraryPage = ListPage<LibraryImage>;
export type ImageKindCounters = Record<ImageKind, number>;

/**
 * The ids of every image something names, computed once per query (the
 * planner hashes this subquery), never once per image.
 */
function namedMediaIds(): SQL {
  return namedMediaIdsRelation();
}

export function usageCondition(usage: ImageUsage): SQL | undefined {
  if (usage === "used") return sql`${media.id}::text in ${namedMediaIds()}`;
  if (usage === "unused") return sql`${media.id}::text not in ${namedMediaIds()}`;
  return undefined;
}

/**
 * The images one model uses: its main image, and its gallery photos with
 * their square and portrait crops. Each EXISTS looks the image up on an
 * indexed column (models' primary key; model_gallery's media, square and
 * portrait indexes), so the filter costs a few index probes per image and
 * never reads the model's gallery once per row.
 */
function modelCondition(model: string): SQL | undefined {
  if (model === ANY_MODEL) return undefined;
  return sql`(exists (select 1 from ${models} where ${models.id} = ${model} and ${models.imageMediaId} = ${media.id})
    or exists (select 1 from ${modelGallery} where ${modelGallery.mediaId} = ${media.id} and ${modelGallery.modelId} = ${model})
    or exists (select 1 from ${modelGallery} where ${modelGallery.squareMediaId} = ${media.id} and ${modelGallery.modelId} = ${model})
    or exists (select 1 from ${modelGallery} where ${modelGallery.portraitMediaId} = ${media.id} and ${modelGallery.modelId} = ${model}))`;
}

/** Gallery photos shown with one visibility (an image that is no gallery photo has none). */
function visibilityCondition(visibility: ImageVisibility): SQL | undefined {
  if (visibility === "all") return undefined;
  return sql`exists (select 1 from ${modelGallery} where ${modelGallery.mediaId} = ${media.id} and ${modelGallery.visibility} = ${visibility})`;
}

/** Images the last audit or diagnostics check found not whole (never-checked images are not counted as broken). */
function healthCondition(health: ImageHealth): SQL | undefined {
  return health === "broken" ? brokenCondition() : undefined;
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  return or(ilike(media.originalFilename, containsPattern(q)), ilike(sql`${media.id}::text`, `${q.toLowerCase().replace(/[\\%_]/g, "")}%`));
}

type ListFilters = Pick<ImageLibraryParams, "kind" | "usage" | "model" | "visibility" | "health" | "q">;

function listWhere(params: ListFilters): SQL | undefined {
  return and(
    params.kind === "all" ? undefined : eq(media.purpose, params.kind),
    usageCondition(params.usage),
    modelCondition(params.model),
    visibilityCondition(params.visibility),
    healthCondition(params.health),
    searchCondition(params.q),
  );
}

/** The ORDER BY of a view; the id last, so equal values keep one order from page to page. */
function listOrder(sort: ImageLibraryParams["sort"]): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(media.createdAt), desc(media.id)];
    case "oldest":
      return [asc(media.createdAt), asc(media.id)];
    case "largest":
      return [desc(media.byteSize), desc(media.id)];
  }
}

/** How many images of each kind there are (the tabs), in one pass. */
export async function countImagesByKind(db: Db): Promise<ImageKindCounters> {
  const rows = await db
    .select({ purpose: media.purpose, count: sql<number>`count(*)`.mapWith(Number) })
    .from(media)
    .groupBy(media.purpose);
  const counters = Object.fromEntries(["all", ...MEDIA_PURPOSES].map((kind) => [kind, 0])) as ImageKindCounters;
  for (const row of rows) {
    counters.all += row.count;
    if (row.purpose in counters) counters[row.purpose as MediaPurpose] = row.count;
  }
  return counters;
}

export interface ModelChoice {
  id: string;
  name: string;
}

/** The models the model filter offers, by name; a deleted model is left out. */
export async function listModelChoices(db: Db): Promise<ModelChoice[]> {
  return db.select({ id: models.id, name: models.name }).from(models).where(isNull(models.deletedAt)).orderBy(asc(models.name), asc(models.id));
}

/** One page of the view with what names each image on it. */
export async function listImageLibraryPage(db: Db, params: ImageLibraryParams): Promise<ImageLibraryPage> {
  const where = listWhere(params);
  const total = await countWhere(db, media, where);
  const page = await readListPage(total, params.page, IMAGE_LIBRARY_PAGE_SIZE, ({ limit, offset }) =>
    db
      .select({
        id: media.id,
        purpose: media.purpose,
        byteSize: media.byteSize,
        width: media.width,
        height: media.height,
        variants: media.variants,
        originalFilename: media.originalFilename,
        createdAt: media.createdAt,
        uploadedBy: users.email,
      })
      .from(media)
      .leftJoin(users, eq(users.id, media.createdBy))
      .where(where)
      .orderBy(...listOrder(params.sort))
      .limit(limit)
      .offset(offset),
  );
  const usage = await referencesToMedia(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      purpose: row.purpose as MediaPurpose,
      variants: row.variants.map((variant) => variant.name),
      usedBy: usage.get(row.id) ?? [],
    })),
  };
}
