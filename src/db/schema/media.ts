import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./_columns";

export interface MediaVariant {
  name: string;
  key: string;
  width: number;
  height: number;
  size: number;
}

/**
 * Stored files (always WebP, re-encoded, metadata stripped). Files live in the
 * media store under `storage_key`; who may read one is decided by what refers
 * to it (a gallery photo's visibility, an application's privacy), never by the path.
 */
export const media = pgTable(
  "media",
  {
    id: uuidPk(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
    /** What the file is for: gallery, model-main, banner, blog, category, application, site. */
    purpose: text("purpose").notNull(),
    originalFilename: text("original_filename"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    /**
     * Which store holds the files: "local" or "s3" (decision 051). Null for
     * files stored before locations were recorded: they are where the
     * environment's MEDIA_STORE pointed. Reads never depend on it (a key is
     * looked up in every configured store); Bulk Image Migration reads it to
     * know what is left to move, and the image tools show it.
     */
    store: text("store"),
    /**
     * What the last look at the image's files in the store found: ok, missing
     * (no original), variants-missing (a width absent or not decodable) or
     * unreadable (the original does not decode). Null: never looked at.
     * Written by the checks that already read the store (the Image Pipeline
     * Audit, Image Diagnostics) and by a successful rebuild, so the image
     * library can filter by it without touching the store per request.
     */
    checkStatus: text("check_status"),
    /** When check_status was written. */
    checkedAt: timestamp("checked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("media_purpose_idx").on(t.purpose),
    check("media_store_check", sql`${t.store} in ('local', 's3')`),
    check("media_check_status_check", sql`${t.checkStatus} in ('ok', 'missing', 'variants-missing', 'unreadable')`),
  ],
);

/** What one failed item of a migration was, and why (the job keeps the latest few). */
export interface MigrationFailure {
  item: string;
  reason: string;
}

/**
 * Bulk Image Migration's jobs (decision 051): one row per run, for every
 * image (scope "all") or one category. The row is the job's whole state, so
 * any instance can carry it on after a restart: the counters, the cursor
 * (the last item finished, in the job's fixed order), the keys still to
 * remove from the old store after a move committed, and which server runs
 * it, with a heartbeat so another can take over a job whose server died.
 */
export const imageMigrations = pgTable(
  "image_migrations",
  {
    id: uuidPk(),
    /** "all" or an image category (src/features/media/image-categories.ts). */
    scope: text("scope").notNull(),
    /** Where the files go: "local" or "s3". */
    target: text("target").notNull(),
    /** running, paused, complete or failed. */
    status: text("status").notNull(),
    /** "external" (outside addresses brought home), then "stored" (files moved between stores). */
    phase: text("phase").notNull().default("external"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    succeeded: integer("succeeded").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** The last item finished in the current phase's order (null: none yet). */
    cursor: text("cursor"),
    /** Keys whose copy in the old store is to be removed: set with the move's commit, cleared once removed. */
    pendingRemoval: jsonb("pending_removal").$type<{ stores: ("local" | "s3")[]; keys: string[] } | null>(),
    failures: jsonb("failures").$type<MigrationFailure[]>().notNull().default([]),
    startedById: text("started_by_id"),
    startedByEmail: text("started_by_email"),
    runner: text("runner"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("image_migrations_scope_idx").on(t.scope, t.createdAt),
    check("image_migrations_target_check", sql`${t.target} in ('local', 's3')`),
    check("image_migrations_status_check", sql`${t.status} in ('running', 'paused', 'complete', 'failed')`),
  ],
);
