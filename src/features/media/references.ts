import { sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { IMAGE_CATEGORIES, type ImageCategory } from "./image-categories";

/**
 * Every place the site names an image, in one register: the image library
 * (which images are used, and where), and the image diagnostics and
 * migration (what every page references, and whether it answers) read it.
 * A new column that holds an image must be added here, or those tools will
 * not see it (references.integration.test.ts writes one reference of each
 * kind and expects to find it).
 *
 * A reference is either an address as the column stores it (a stored
 * file's `/api/media/{id}/{variant}`, or an outside http(s) address) or, for
 * the columns that hold a media id, that id.
 */
export { IMAGE_CATEGORIES, type ImageCategory };

export interface ImageReference {
  category: ImageCategory;
  /** The row that holds the reference (its id as text). */
  ownerId: string;
  /** How an admin recognises that row: a model's name, a banner's caption, a page's path. */
  ownerLabel: string;
  /** The column (or JSON key) the reference sits in. */
  field: string;
  /** The address as stored; for a media id column, that file's original address. */
  address: string;
  /** The stored file it names, or null for an outside address (or anything else). */
  mediaId: string | null;
}

const MEDIA_ID_IN_ADDRESS = "^/api/media/([0-9a-f-]{36})/";

/**
 * An image in JSON-LD is an address or an ImageObject with a `url`. The
 * paths are lax, so a key that is absent, or a value that is not an array,
 * is no error; lax paths can reach one value twice, hence `union`.
 */
const IMAGE_IN_JSON = sql.raw(`case jsonb_typeof(value) when 'string' then value #>> '{}' when 'object' then value ->> 'url' end`);

/**
 * One source per column that holds an image. `address` is the value as the
 * column stores it; `mediaIdColumn`, for the columns that hold a media id,
 * lets a lookup by file use that column's index. `join` (the owner's name)
 * is only added where a label is wanted.
 */
interface ReferenceSource {
  category: ImageCategory;
  field: string;
  from: SQL;
  join?: SQL;
  ownerId: SQL;
  ownerLabel: SQL;
  address: SQL;
  mediaIdColumn?: SQL;
  /** Which rows hold a reference (empty values are none). */
  where: SQL;
  /**
   * Where Image Diagnostics may write a new address ("Fix to Local"): the
   * table and column, unaliased. Absent where the value is not one plain
   * address (a media id, an array, JSON).
   */
  /**
   * The column that can be pointed at another address (Fix to Local); `mediaIdColumn`, where the row also keeps
   * the file's id (a gallery photo, a model's main image), is set with it, since access and display read the id.
   */
  writable?: { table: SQL; column: SQL; mediaIdColumn?: SQL };
}

function mediaIdColumnSource(category: ImageCategory, field: string, parts: Omit<ReferenceSource, "category" | "field" | "address" | "mediaIdColumn" | "where"> & { column: SQL }): ReferenceSource {
  const { column, ...rest } = parts;
  return { category, field, ...rest, address: sql`'/api/media/' || ${column} || '/original'`, mediaIdColumn: column, where: sql`${column} is not null` };
}

function addressSource(category: ImageCategory, field: string, parts: Omit<ReferenceSource, "category" | "field" | "where" | "mediaIdColumn">): ReferenceSource {
  return { category, field, ...parts, where: sql`coalesce(${parts.address}, '') <> ''` };
}

/** An address column Image Diagnostics may rewrite: `table.column`, the row's id in `id`. */
function writableColumn(table: string, column: string, mediaIdColumn?: string): ReferenceSource["writable"] {
  return { table: sql.raw(table), column: sql.raw(column), mediaIdColumn: mediaIdColumn ? sql.raw(mediaIdColumn) : undefined };
}

const GALLERY = { from: sql`model_gallery g`, join: sql`join models m on m.id = g.model_id`, ownerId: sql`g.id::text`, ownerLabel: sql`m.name` };
const MODELS = { from: sql`models m`, ownerId: sql`m.id::text`, ownerLabel: sql`m.name` };
const PAGE_SEO = { from: sql`page_seo p`, ownerId: sql`p.id::text`, ownerLabel: sql`p.page_path` };

const REFERENCE_SOURCES: readonly ReferenceSource[] = [
  addressSource("banners", "image_url", {
    from: sql`site_banners b`,
    ownerId: sql`b.id::text`,
    ownerLabel: sql`coalesce(nullif(b.caption, ''), nullif(b.alt_text, ''), b.section)`,
    address: sql`b.image_url`,
    writable: writableColumn("site_banners", "image_url"),
  }),
  addressSource("models", "image", { ...MODELS, address: sql`m.image`, writable: writableColumn("models", "image", "image_media_id") }),
  mediaIdColumnSource("models", "image_media_id", { ...MODELS, column: sql`m.image_media_id` }),
  mediaIdColumnSource("gallery", "media_id", { ...GALLERY, column: sql`g.media_id` }),
  { ...addressSource("gallery", "image_url", { ...GALLERY, address: sql`g.image_url`, writable: writableColumn("model_gallery", "image_url", "media_id") }), where: sql`g.media_id is null and g.image_url <> ''` },
  mediaIdColumnSource("gallery", "square_media_id", { ...GALLERY, column: sql`g.square_media_id` }),
  mediaIdColumnSource("gallery", "portrait_media_id", { ...GALLERY, column: sql`g.portrait_media_id` }),
  addressSource("blog", "image", { from: sql`blog_posts bp`, ownerId: sql`bp.id::text`, ownerLabel: sql`bp.title`, address: sql`bp.image`, writable: writableColumn("blog_posts", "image") }),
  addressSource("site-content", "image_url", { from: sql`site_content sc`, ownerId: sql`sc.id::text`, ownerLabel: sql`sc.section`, address: sql`sc.image_url`, writable: writableColumn("site_content", "image_url") }),
  addressSource("categories", "image_url", { from: sql`preference_categories pc`, ownerId: sql`pc.id::text`, ownerLabel: sql`pc.name`, address: sql`pc.image_url`, writable: writableColumn("preference_categories", "image_url") }),
  addressSource("open-graph", "og_image", { ...PAGE_SEO, address: sql`p.og_image`, writable: writableColumn("page_seo", "og_image") }),
  addressSource("open-graph", "twitter_image", { ...PAGE_SEO, address: sql`p.twitter_image`, writable: writableColumn("page_seo", "twitter_image") }),
  addressSource("structured-data", "schema_data", {
    from: sql`structured_data s cross join lateral (
        select ${IMAGE_IN_JSON} as address from jsonb_path_query(s.schema_data, 'lax $.**.image[*]') as value
        union select ${IMAGE_IN_JSON} from jsonb_path_query(s.schema_data, 'lax $.**.logo[*]') as value
      ) v`,
    ownerId: sql`s.id::text`,
    ownerLabel: sql`s.page_path`,
    address: sql`v.address`,
  }),
  addressSource("applications", "photos", {
    from: sql`model_applications a cross join lateral unnest(a.photos) as photo(id)`,
    ownerId: sql`a.id::text`,
    ownerLabel: sql`a.full_name`,
    address: sql`'/api/media/' || photo.id || '/original'`,
  }),
];

/** The media id a source's reference names, as text (null for an outside address). */
function mediaIdOf(source: ReferenceSource): SQL {
  return source.mediaIdColumn ? sql`${source.mediaIdColumn}::text` : sql`substring(${source.address} from ${MEDIA_ID_IN_ADDRESS})`;
}

function referenceRows(source: ReferenceSource, extra?: SQL): SQL {
  return sql`select ${source.category}::text as category, ${source.ownerId} as owner_id, ${source.ownerLabel} as owner_label, ${source.field}::text as field,
      ${source.address} as address, ${mediaIdOf(source)} as media_id
    from ${source.from} ${source.join ?? sql``}
    where ${source.where} ${extra ? sql`and ${extra}` : sql``}`;
}

/** Every reference as one relation (category, owner_id, owner_label, field, address, media_id). */
export function imageReferencesRelation(): SQL {
  return sql`(${sql.join(
    REFERENCE_SOURCES.map((source) => referenceRows(source)),
    sql` union all `,
  )})`;
}

/**
 * The id (as text) of every stored file something names: no owner names,
 * no joins, so a filter on "used" or "unused" reads each column once.
 */
export function namedMediaIdsRelation(): SQL {
  const ids = REFERENCE_SOURCES.map((source) => sql`select ${mediaIdOf(source)} as media_id from ${source.from} where ${source.where}`);
  return sql`(select media_id from (${sql.join(ids, sql` union all `)}) named where media_id is not null)`;
}

/** The references to the given files only: a media id column is looked up by its index, an address by its id. */
function referencesToMediaRelation(mediaIds: readonly string[]): SQL {
  const list = sql.join(
    mediaIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(${sql.join(
    REFERENCE_SOURCES.map((source) => referenceRows(source, source.mediaIdColumn ? sql`${source.mediaIdColumn} in (${list})` : sql`${mediaIdOf(source)} in (${list})`)),
    sql` union all `,
  )})`;
}

interface ReferenceRow {
  category: ImageCategory;
  owner_id: string;
  owner_label: string | null;
  field: string;
  address: string;
  media_id: string | null;
}

function toReference(row: ReferenceRow): ImageReference {
  return {
    category: row.category,
    ownerId: row.owner_id,
    ownerLabel: row.owner_label ?? "",
    field: row.field,
    address: row.address,
    mediaId: row.media_id,
  };
}

/** The references to these stored files, grouped by file (a file nothing names is absent from the map). */
export async function referencesToMedia(db: Database | Transaction, mediaIds: readonly string[]): Promise<Map<string, ImageReference[]>> {
  const byMedia = new Map<string, ImageReference[]>();
  if (mediaIds.length === 0) return byMedia;
  const result = await db.execute(sql`select * from ${referencesToMediaRelation(mediaIds)} refs order by refs.category, refs.owner_label, refs.field`);
  for (const row of (result as unknown as { rows: ReferenceRow[] }).rows) {
    const reference = toReference(row);
    byMedia.set(reference.mediaId!, [...(byMedia.get(reference.mediaId!) ?? []), reference]);
  }
  return byMedia;
}

/** An outside address: no stored file, an http(s) address (what "Fix to Local" can bring home). */
const IS_OUTSIDE = sql`refs.media_id is null and refs.address ~* '^https?://'`;

/**
 * Every reference of one category (or all), or only the outside addresses,
 * in a stable order: what the diagnostics page through and the audit reads
 * slice by slice.
 */
export async function listImageReferences(
  db: Database | Transaction,
  { category, outside = false, limit, offset }: { category?: ImageCategory; outside?: boolean; limit: number; offset: number },
): Promise<ImageReference[]> {
  const filters = [category ? sql`refs.category = ${category}` : null, outside ? IS_OUTSIDE : null].filter((filter) => filter !== null);
  const result = await db.execute(
    sql`select * from ${imageReferencesRelation()} refs
        ${filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
        order by refs.category, refs.owner_label, refs.owner_id, refs.field, refs.address
        limit ${limit} offset ${offset}`,
  );
  return (result as unknown as { rows: ReferenceRow[] }).rows.map(toReference);
}

/** How many references each category holds (every category present, 0 for none). */
export async function countImageReferencesByCategory(db: Database | Transaction): Promise<Record<ImageCategory, number>> {
  const result = await db.execute(sql`select refs.category, count(*)::int as count from ${imageReferencesRelation()} refs group by refs.category`);
  const counts = Object.fromEntries(IMAGE_CATEGORIES.map((category) => [category, 0])) as Record<ImageCategory, number>;
  for (const row of (result as unknown as { rows: { category: ImageCategory; count: number | string }[] }).rows) counts[row.category] = Number(row.count);
  return counts;
}

/** How many references hold an outside address. */
export async function countOutsideImageReferences(db: Database | Transaction): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from ${imageReferencesRelation()} refs where ${IS_OUTSIDE}`);
  return Number((result as unknown as { rows: { count: number | string }[] }).rows[0]?.count ?? 0);
}

/**
 * The (category, field) pairs whose column can be pointed at a new address,
 * as an SQL list for `(refs.category, refs.field) in …`: what Bulk Image
 * Migration brings home.
 */
export function writableReferenceFields(): SQL {
  const pairs = REFERENCE_SOURCES.filter((source) => source.writable).map((source) => sql`(${source.category}::text, ${source.field}::text)`);
  return sql`(${sql.join(pairs, sql`, `)})`;
}

function writableSource(category: ImageCategory, field: string): ReferenceSource | undefined {
  return REFERENCE_SOURCES.find((source) => source.category === category && source.field === field && source.writable);
}

/** Whether a reference's column holds one plain address that can be rewritten (not a media id, an array or JSON). */
export function isWritableReference(reference: Pick<ImageReference, "category" | "field">): boolean {
  return writableSource(reference.category, reference.field) !== undefined;
}

/**
 * Points one reference at a new address, only if its column still holds the
 * address it was read with (someone may have changed it since): true when
 * the row was changed. Bumps the row's version (updated_at), so an edit form
 * opened before sees the change instead of overwriting it.
 */
export async function replaceReferenceAddress(
  tx: Transaction,
  reference: Pick<ImageReference, "category" | "field" | "ownerId">,
  { from, to }: { from: string; to: string },
): Promise<boolean> {
  const source = writableSource(reference.category, reference.field);
  if (!source?.writable) return false;
  const { table, column, mediaIdColumn } = source.writable;
  const mediaId = new RegExp(MEDIA_ID_IN_ADDRESS).exec(to)?.[1] ?? null;
  const alsoId = mediaIdColumn ? sql`, ${mediaIdColumn} = ${mediaId}` : sql``;
  const result = await tx.execute(
    sql`update ${table} set ${column} = ${to}${alsoId}, updated_at = now() where id::text = ${reference.ownerId} and ${column} = ${from} returning id`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
