import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";

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
export const IMAGE_CATEGORIES = ["banners", "models", "gallery", "blog", "site-content", "categories", "open-graph", "structured-data", "applications"] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

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
 * One SELECT per column, as rows of (category, owner_id, owner_label, field,
 * address). Empty values are left out. Structured data is JSON: the values
 * of its image-like keys at any depth (a string, or an object's `url`).
 */
const REFERENCE_SOURCES: readonly SQL[] = [
  sql`select 'banners' as category, id::text as owner_id, coalesce(nullif(caption, ''), nullif(alt_text, ''), section) as owner_label, 'image_url' as field, image_url as address
      from site_banners where image_url <> ''`,
  sql`select 'models', id::text, name, 'image', image from models where coalesce(image, '') <> ''`,
  sql`select 'models', id::text, name, 'image_media_id', '/api/media/' || image_media_id || '/original' from models where image_media_id is not null`,
  sql`select 'gallery', g.id::text, m.name, 'media_id', '/api/media/' || g.media_id || '/original'
      from model_gallery g join models m on m.id = g.model_id where g.media_id is not null`,
  sql`select 'gallery', g.id::text, m.name, 'image_url', g.image_url
      from model_gallery g join models m on m.id = g.model_id where g.media_id is null and g.image_url <> ''`,
  sql`select 'gallery', g.id::text, m.name, 'square_media_id', '/api/media/' || g.square_media_id || '/original'
      from model_gallery g join models m on m.id = g.model_id where g.square_media_id is not null`,
  sql`select 'gallery', g.id::text, m.name, 'portrait_media_id', '/api/media/' || g.portrait_media_id || '/original'
      from model_gallery g join models m on m.id = g.model_id where g.portrait_media_id is not null`,
  sql`select 'blog', id::text, title, 'image', image from blog_posts where coalesce(image, '') <> ''`,
  sql`select 'site-content', id::text, section, 'image_url', image_url from site_content where coalesce(image_url, '') <> ''`,
  sql`select 'categories', id::text, name, 'image_url', image_url from preference_categories where image_url <> ''`,
  sql`select 'open-graph', id::text, page_path, 'og_image', og_image from page_seo where coalesce(og_image, '') <> ''`,
  sql`select 'open-graph', id::text, page_path, 'twitter_image', twitter_image from page_seo where coalesce(twitter_image, '') <> ''`,
  sql`select 'structured-data', s.id::text, s.page_path, 'schema_data', v.address
      from structured_data s
      cross join lateral (
        select ${IMAGE_IN_JSON} as address from jsonb_path_query(s.schema_data, 'lax $.**.image[*]') as value
        union select ${IMAGE_IN_JSON} from jsonb_path_query(s.schema_data, 'lax $.**.logo[*]') as value
      ) v
      where coalesce(v.address, '') <> ''`,
  sql`select 'applications', a.id::text, a.full_name, 'photos', '/api/media/' || p.id || '/original'
      from model_applications a cross join lateral unnest(a.photos) as p(id) where p.id <> ''`,
];

/** Every reference as one relation (category, owner_id, owner_label, field, address, media_id). */
export function imageReferencesRelation(): SQL {
  const union = sql.join([...REFERENCE_SOURCES], sql` union all `);
  return sql`(select r.*, substring(r.address from ${MEDIA_ID_IN_ADDRESS}) as media_id from (${union}) r)`;
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
  const result = await db.execute(
    sql`select * from ${imageReferencesRelation()} refs
        where refs.media_id in (${sql.join(
          mediaIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by refs.category, refs.owner_label, refs.field`,
  );
  for (const row of (result as unknown as { rows: ReferenceRow[] }).rows) {
    const reference = toReference(row);
    byMedia.set(reference.mediaId!, [...(byMedia.get(reference.mediaId!) ?? []), reference]);
  }
  return byMedia;
}

/** Every reference of one category (or all), in a stable order: what the diagnostics page through. */
export async function listImageReferences(
  db: Database | Transaction,
  { category, limit, offset }: { category?: ImageCategory; limit: number; offset: number },
): Promise<ImageReference[]> {
  const result = await db.execute(
    sql`select * from ${imageReferencesRelation()} refs
        ${category ? sql`where refs.category = ${category}` : sql``}
        order by refs.category, refs.owner_label, refs.owner_id, refs.field
        limit ${limit} offset ${offset}`,
  );
  return (result as unknown as { rows: ReferenceRow[] }).rows.map(toReference);
}
