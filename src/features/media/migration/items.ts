import { and, asc, count, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db";
import { media, type MediaVariant } from "@/db/schema";
import { imageReferencesRelation, writableReferenceFields, type ImageReference } from "../references";
import { categoryOf, type MigrationScope, type MigrationTarget } from "./scope";

/**
 * What a migration works through, in a fixed order with a cursor, so a job
 * resumed after a restart carries on after the last item it finished
 * (decision 051). Items that succeed leave the set (an address brought home
 * is no longer outside; a moved file is at the target), so the counts at the
 * start are the work to do.
 */
type Db = Database | Transaction;

const OUTSIDE_ADDRESS = sql.raw(`'^https?://'`);

/** An outside address in a column that can be rewritten (a plain address column: decision 048). */
function externalReferences(scope: MigrationScope): SQL {
  const category = categoryOf(scope);
  return sql`select * from ${imageReferencesRelation()} refs
    where refs.address ~* ${OUTSIDE_ADDRESS} and (refs.category, refs.field) in ${writableReferenceFields()}
    ${category ? sql`and refs.category = ${category}` : sql``}`;
}

/** The cursor of an outside reference: its place in the order (category, owner, field, address). */
export function externalCursor(reference: Pick<ImageReference, "category" | "ownerId" | "field" | "address">): string {
  return JSON.stringify([reference.category, reference.ownerId, reference.field, reference.address]);
}

function parseExternalCursor(cursor: string): [string, string, string, string] | null {
  try {
    const parts: unknown = JSON.parse(cursor);
    return Array.isArray(parts) && parts.length === 4 && parts.every((part) => typeof part === "string") ? (parts as [string, string, string, string]) : null;
  } catch {
    return null;
  }
}

interface ReferenceRow {
  category: ImageReference["category"];
  owner_id: string;
  owner_label: string | null;
  field: string;
  address: string;
}

/** The next outside references after the cursor. */
export async function nextExternalReferences(db: Db, scope: MigrationScope, cursor: string | null, limit: number): Promise<ImageReference[]> {
  const after = cursor ? parseExternalCursor(cursor) : null;
  const result = await db.execute(sql`select * from (${externalReferences(scope)}) ext
    ${after ? sql`where (ext.category, ext.owner_id, ext.field, ext.address) > (${after[0]}::text, ${after[1]}::text, ${after[2]}::text, ${after[3]}::text)` : sql``}
    order by ext.category, ext.owner_id, ext.field, ext.address
    limit ${limit}`);
  return (result as unknown as { rows: ReferenceRow[] }).rows.map((row) => ({
    category: row.category,
    ownerId: row.owner_id,
    ownerLabel: row.owner_label ?? "",
    field: row.field,
    address: row.address,
    mediaId: null,
  }));
}

export async function countExternalReferences(db: Db, scope: MigrationScope): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from (${externalReferences(scope)}) ext`);
  return Number((result as unknown as { rows: { count: number | string }[] }).rows[0]?.count ?? 0);
}

/** A stored image to move: its files are its original and every variant the row lists. */
export interface StoredImage {
  id: string;
  storageKey: string;
  variants: MediaVariant[];
  store: string | null;
}

/**
 * The stored images of the scope not recorded at the target. A row without
 * a recorded location counts as not there: moving it checks where its files
 * really are and records it.
 */
function storedInScope(scope: MigrationScope, target: MigrationTarget): SQL | undefined {
  const category = categoryOf(scope);
  const notAtTarget = or(isNull(media.store), ne(media.store, target));
  if (!category) return notAtTarget;
  return and(notAtTarget, sql`${media.id}::text in (select refs.media_id from ${imageReferencesRelation()} refs where refs.category = ${category} and refs.media_id is not null)`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function nextStoredImages(db: Db, scope: MigrationScope, target: MigrationTarget, cursor: string | null, limit: number): Promise<StoredImage[]> {
  const after = cursor && UUID.test(cursor) ? gt(media.id, cursor) : undefined;
  return db
    .select({ id: media.id, storageKey: media.storageKey, variants: media.variants, store: media.store })
    .from(media)
    .where(and(storedInScope(scope, target), after))
    .orderBy(asc(media.id))
    .limit(limit);
}

export async function countStoredImages(db: Db, scope: MigrationScope, target: MigrationTarget): Promise<number> {
  const [row] = await db.select({ count: count() }).from(media).where(storedInScope(scope, target));
  return Number(row?.count ?? 0);
}

/** The work a migration of the scope to the target would do now: outside addresses plus stored images elsewhere. */
export async function countMigrationWork(db: Db, scope: MigrationScope, target: MigrationTarget): Promise<{ external: number; stored: number }> {
  const [external, stored] = await Promise.all([countExternalReferences(db, scope), countStoredImages(db, scope, target)]);
  return { external, stored };
}
