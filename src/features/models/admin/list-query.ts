import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { locations, models, type ModelAvailability } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { pageWindow } from "@/lib/paging";
import { containsPattern } from "@/features/admin/list/list-query";
import { hasListedPhotoSql, visitorCardPhotos } from "../card-photo-query";
import { fromPriceSql } from "../pricing-sql";
import { MODELS_PAGE_SIZE, type AccessFilter, type AvailabilityFilter, type ModelListParams } from "./list-params";

/**
 * The Models list's reads as plain functions of a database handle (no
 * request, no "server-only"), so the page, the bulk actions' tests and the
 * benchmark (scripts/bench-models-list.ts) run the very same SQL. Every
 * search, filter, sort and count is done by PostgreSQL; one page of rows
 * comes back.
 */

type Db = Database | Transaction;

/** A model as the list shows it: no description, no gallery, one price. */
export interface AdminModelRow {
  id: string;
  name: string;
  age: number | null;
  locationName: string | null;
  /** The cheapest booking offered, as the public cards say "from £…" (pricing.ts); null: rates on request. */
  priceFrom: number | null;
  availability: ModelAvailability | null;
  /**
   * The photo a signed-out visitor's card shows (the main image, else the
   * first photo a visitor may see): the model's public face, and a file
   * every member of staff may load. Null: visitors see no photo.
   */
  image: string | null;
  membersOnly: boolean;
  allPhotosPublic: boolean;
  isHidden: boolean;
  showOnHomepage: boolean;
  homepageOrder: number | null;
  createdAt: Date;
  /** Whether the public site lists the model: it has a gallery photo that is not admin-only (the public listing's own rule). */
  shownOnSite: boolean;
  /** When it went to the trash; null outside it. */
  deletedAt: Date | null;
}

function listColumns(db: Db) {
  return {
    ...columnsOf(models, ["id", "name", "age"]),
    locationName: locations.name,
    priceFrom: fromPriceSql.mapWith((value) => (value === null ? null : Number(value))),
    ...columnsOf(models, ["availability", "image", "membersOnly", "allPhotosPublic", "isHidden", "showOnHomepage", "homepageOrder", "createdAt", "deletedAt"]),
    shownOnSite: sql<boolean>`${hasListedPhotoSql(db)}`.mapWith(Boolean),
  };
}


/** Part of the name or of the district's name, case-insensitive. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(models.name, pattern), ilike(locations.name, pattern));
}

function availabilityCondition(filter: AvailabilityFilter): SQL | undefined {
  if (filter === "all") return undefined;
  if (filter === "unset") return isNull(models.availability);
  return eq(models.availability, filter);
}

/** The access types as accessTypeOf (list-params.ts) reads them: hidden first, then members-only, then all photos public. */
function accessCondition(filter: AccessFilter): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "hidden":
      return eq(models.isHidden, true);
    case "membersOnly":
      return and(eq(models.isHidden, false), eq(models.membersOnly, true));
    case "allPhotosPublic":
      return and(eq(models.isHidden, false), eq(models.membersOnly, false), eq(models.allPhotosPublic, true));
    case "public":
      return and(eq(models.isHidden, false), eq(models.membersOnly, false), eq(models.allPhotosPublic, false));
  }
}

type ViewFilters = Pick<ModelListParams, "view" | "q" | "availability" | "access" | "homepage">;

/** The trash view lists deleted models only, every other view none of them (decision 023). */
function viewCondition(view: ModelListParams["view"]): SQL {
  return view === "trash" ? isNotNull(models.deletedAt) : isNull(models.deletedAt);
}

/** The search and filters within a view. */
function filterWhere(params: ViewFilters): SQL | undefined {
  return and(
    searchCondition(params.q),
    availabilityCondition(params.availability),
    accessCondition(params.access),
    params.homepage ? eq(models.showOnHomepage, true) : undefined,
  );
}

/** The ORDER BY of a view: empty values last in both directions, then the id, so equal values keep one order from page to page. */
function listOrder(params: Pick<ModelListParams, "sort" | "dir">): SQL[] {
  const direction = params.dir === "asc" ? asc : desc;
  const nullsLast = (expression: SQL | typeof models.age) => (params.dir === "asc" ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`);
  switch (params.sort) {
    case "created":
      return [direction(models.createdAt), direction(models.id)];
    case "name":
      return [direction(models.name), direction(models.id)];
    case "age":
      return [nullsLast(models.age), asc(models.name), asc(models.id)];
    case "price":
      return [nullsLast(fromPriceSql), asc(models.name), asc(models.id)];
  }
}

/** Only a search reads the district; the other views count the models table alone. */
function needsLocation(params: ViewFilters): boolean {
  return params.q !== "";
}

function listWhere(params: ViewFilters): SQL | undefined {
  return and(viewCondition(params.view), filterWhere(params));
}

/**
 * How many models a view holds, and how many there are in all ('x of y
 * models'), in one pass. "In all" is within the view: models outside the
 * trash on the list, models in the trash in the trash view.
 */
export async function countModels(db: Db, params: ViewFilters): Promise<{ matching: number; total: number }> {
  const where = filterWhere(params);
  const query = db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      matching: (where ? sql<number>`count(*) filter (where ${where})` : sql<number>`count(*)`).mapWith(Number),
    })
    .from(models)
    .$dynamic();
  if (needsLocation(params)) query.leftJoin(locations, eq(locations.id, models.locationId));
  const [row] = await query.where(viewCondition(params.view));
  return row;
}

export interface ModelListPage {
  rows: AdminModelRow[];
  /** Models matching the search and filters. */
  matching: number;
  /** Every model of the view (in use, or in the trash). */
  total: number;
  /** The page shown (clamped into the pages there are). */
  page: number;
  pageCount: number;
}

/** One page of the view: the counts first, so a page past the end shows the last one. */
export async function listModelsPage(db: Db, params: ModelListParams): Promise<ModelListPage> {
  const { matching, total } = await countModels(db, params);
  const { page, pageCount, offset } = pageWindow(matching, params.page, MODELS_PAGE_SIZE);
  const rows = await db
    .select(listColumns(db))
    .from(models)
    .leftJoin(locations, eq(locations.id, models.locationId))
    .where(listWhere(params))
    .orderBy(...listOrder(params))
    .limit(MODELS_PAGE_SIZE)
    .offset(offset);
  const visitorImages = await visitorCardPhotos(db, rows);
  return { rows: rows.map((row) => ({ ...row, image: visitorImages.get(row.id) ?? null })), matching, total, page, pageCount };
}
