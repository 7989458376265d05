import "server-only";
import { and, asc, count, desc, eq, exists, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { categories, locations, modelCategories, models, MODEL_AVAILABILITY, type ModelAvailability } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { canListModel, canOpenModel, isAdmin, type Viewer } from "@/features/access/policy";
import { describeImages } from "@/features/media/responsive-image";
import { cached } from "@/lib/cache";
import { cardPhotoFor, type FirstPhoto } from "./card-photo";
import { hasListedPhotoSql, loadFirstPhotos } from "./card-photo-query";
import { languageName } from "./languages";
import { fromPriceSql } from "./pricing-sql";

export const MODEL_SORTS = ["featured", "newest", "price-asc", "price-desc", "name"] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export const MODELS_PAGE_SIZE = 12;

export interface ModelListFilters {
  categorySlug?: string;
  locationSlug?: string;
  availability?: ModelAvailability;
  /** Models of this nationality, ignoring case. */
  nationality?: string;
  /** Models who speak this language (any case: it is spelt the way languages are stored). */
  language?: string;
  sort?: ModelSort;
  page?: number;
  pageSize?: number;
  /** Only models marked for the home page, in homepage order. */
  homepageOnly?: boolean;
}

export interface ModelCard {
  id: string;
  name: string;
  age: number | null;
  locationName: string | null;
  locationSlug: string | null;
  /** The cheapest booking offered (pricing.ts priceFrom); null: rates on request. */
  priceFrom: number | null;
  availability: ModelAvailability | null;
  /**
   * The card photo: the main image, else the first gallery photo this viewer
   * may see (card-photo.ts); null when there is none.
   */
  image: string | null;
  /** Width descriptors of the card photo's stored sizes, so phones get the 400 px file; empty when there are none. */
  imageSrcSet: string;
  membersOnly: boolean;
  /** Members-only and this viewer may not open the profile. */
  locked: boolean;
}

export interface ModelCardPage {
  items: ModelCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export function parseAvailability(value: string | undefined): ModelAvailability | undefined {
  return (MODEL_AVAILABILITY as readonly string[]).includes(value ?? "") ? (value as ModelAvailability) : undefined;
}

export function parseSort(value: string | undefined): ModelSort {
  return (MODEL_SORTS as readonly string[]).includes(value ?? "") ? (value as ModelSort) : "featured";
}

export function parsePage(value: string | undefined): number {
  const n = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n : 1;
}

function orderFor(sort: ModelSort): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(models.createdAt)];
    case "price-asc":
      return [sql`${fromPriceSql} asc nulls last`, asc(models.name)];
    case "price-desc":
      return [sql`${fromPriceSql} desc nulls last`, asc(models.name)];
    case "name":
      return [asc(models.name)];
    case "featured":
      return [sql`${models.homepageOrder} asc nulls last`, desc(models.createdAt)];
  }
}

/** The columns of a model card, with what the access policy needs to decide whether it is locked. */
const cardColumns = {
  ...columnsOf(models, ["id", "name", "age"]),
  locationName: locations.name,
  locationSlug: locations.slug,
  priceFrom: fromPriceSql,
  ...columnsOf(models, ["availability", "image", "membersOnly", "allPhotosPublic", "isHidden", "deletedAt"]),
};

type CardRow = Omit<ModelCard, "locked" | "imageSrcSet"> & { allPhotosPublic: boolean; isHidden: boolean; deletedAt: Date | null };

/** A card row before the viewer is known: the main image, and the photos that could stand in for it. */
type CardSource = CardRow & { firstPhotos: FirstPhoto[] };

/**
 * Each row's candidate photos and their stored sizes as srcsets (so phones
 * get the 400 px file), keyed by URL: the viewer's choice is made later.
 */
async function withCardPhotos(rows: CardRow[]): Promise<{ rows: CardSource[]; srcSets: Record<string, string> }> {
  const firstPhotos = await loadFirstPhotos(await getDb(), rows.filter((row) => !row.image).map((row) => row.id));
  const sources = rows.map((row) => ({ ...row, firstPhotos: firstPhotos.get(row.id) ?? [] }));
  const urls = sources.flatMap((row) => (row.image ? [row.image] : row.firstPhotos.map((photo) => photo.url)));
  const images = await describeImages(urls, { width: 600, height: 800 });
  return { rows: sources, srcSets: Object.fromEntries([...images].map(([url, image]) => [url, image.srcSet])) };
}

/** A card as this viewer sees it: its photo chosen by the access policy, locked where they may not open the profile. */
function toCard(viewer: Viewer, { allPhotosPublic, isHidden, deletedAt, firstPhotos, ...row }: CardSource, srcSets: Record<string, string>): ModelCard {
  const image = cardPhotoFor(viewer, { image: row.image, membersOnly: row.membersOnly, allPhotosPublic }, firstPhotos);
  return {
    ...row,
    image,
    imageSrcSet: image ? (srcSets[image] ?? "") : "",
    priceFrom: row.priceFrom === null ? null : Number(row.priceFrom),
    locked: !canOpenModel(viewer, { membersOnly: row.membersOnly, allPhotosPublic, isHidden, deletedAt }),
  };
}

/**
 * Viewer-independent part of a listing, cached by filters: hidden models are
 * left out unless `includeHidden` (admins), and a model needs at least one
 * gallery photo that is not admin-only to appear. The rows
 * carry every photo that could stand for a model, whoever looks; toCard
 * picks this viewer's after the cache (decision 034). Anonymous page copies
 * are rendered for visitors only (decision 008), so they hold visitor photos.
 */
const loadModelRows = cached(
  "models:list",
  async (filters: Required<Omit<ModelListFilters, "categorySlug" | "locationSlug" | "availability" | "nationality" | "language">> & {
    categorySlug: string | null;
    locationSlug: string | null;
    availability: ModelAvailability | null;
    nationality: string | null;
    language: string | null;
    includeHidden: boolean;
  }) => {
    const db = await getDb();
    const where: SQL[] = [
      // A model in the trash is listed to no one, admins included (decision 023).
      isNull(models.deletedAt),
      hasListedPhotoSql(db),
    ];
    if (!filters.includeHidden) where.push(eq(models.isHidden, false));
    if (filters.availability) where.push(eq(models.availability, filters.availability));
    if (filters.locationSlug) where.push(eq(locations.slug, filters.locationSlug));
    if (filters.homepageOnly) where.push(eq(models.showOnHomepage, true));
    if (filters.nationality) where.push(sql`lower(${models.nationality}) = lower(${filters.nationality})`);
    // Languages are stored spelt one way (languages.ts languageName), so containment finds them, and a GIN index could serve it.
    if (filters.language) where.push(sql`${models.languages} @> array[${languageName(filters.language)}]::text[]`);
    if (filters.categorySlug) {
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(modelCategories)
            .innerJoin(categories, eq(categories.id, modelCategories.categoryId))
            .where(and(eq(modelCategories.modelId, models.id), eq(categories.slug, filters.categorySlug))),
        ),
      );
    }
    const condition = and(...where);
    const [totalRow] = await db
      .select({ n: count() })
      .from(models)
      .leftJoin(locations, eq(locations.id, models.locationId))
      .where(condition);
    const rows = await db
      .select(cardColumns)
      .from(models)
      .leftJoin(locations, eq(locations.id, models.locationId))
      .where(condition)
      .orderBy(...orderFor(filters.sort))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize);
    return { ...(await withCardPhotos(rows)), total: totalRow?.n ?? 0 };
  },
  { tags: ["models", "model_gallery", "model_categories", "locations", "categories", "media"], ttlSeconds: 300 },
);

/** Model cards for a listing, as this viewer may see them (locked where they may not open). */
export async function listModelCards(viewer: Viewer, filters: ModelListFilters = {}): Promise<ModelCardPage> {
  const pageSize = Math.min(Math.max(filters.pageSize ?? MODELS_PAGE_SIZE, 1), 48);
  const page = filters.page ?? 1;
  const { rows, srcSets, total } = await loadModelRows({
    categorySlug: filters.categorySlug ?? null,
    locationSlug: filters.locationSlug ?? null,
    availability: filters.availability ?? null,
    nationality: filters.nationality ?? null,
    language: filters.language ?? null,
    sort: filters.sort ?? "featured",
    page,
    pageSize,
    homepageOnly: filters.homepageOnly ?? false,
    includeHidden: isAdmin(viewer),
  });
  return {
    items: rows.map((row) => toCard(viewer, row, srcSets)),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * Cards for the given models, in the order given (a member's favourites,
 * newest first), as this viewer may see them now: models this viewer may not
 * list (hidden, or in the trash) and models without a photo are left out, as
 * everywhere on the public site; members-only ones show locked to a viewer
 * who may not open them. Not cached: the list is one person's.
 */
export async function listModelCardsByIds(viewer: Viewer, ids: readonly string[]): Promise<ModelCard[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(models)
    .leftJoin(locations, eq(locations.id, models.locationId))
    .where(and(inArray(models.id, [...ids]), hasListedPhotoSql(db)));
  const position = new Map(ids.map((id, index) => [id, index]));
  const listed = rows.filter((row) => canListModel(viewer, row)).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const { rows: sources, srcSets } = await withCardPhotos(listed);
  return sources.map((row) => toCard(viewer, row, srcSets));
}
