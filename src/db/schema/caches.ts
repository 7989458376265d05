import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The cache card's operations (src/features/cache, decision 052). A row is
 * written with its audit row; its id travels in NOTIFY velvet_cache_ops to
 * every instance, and to open browsers as the server-sent event's id, so a
 * tab that reconnects asks for what it missed by number.
 */
export const cacheOperations = pgTable(
  "cache_operations",
  {
    id: serial("id").primaryKey(),
    /** fresh_blog, clear_content, clear_all, sync_all or emergency. */
    kind: text("kind").notNull(),
    /** For clear_content: the content type's key (src/features/cache/content-types.ts). */
    contentType: text("content_type"),
    requestedById: text("requested_by_id"),
    requestedByEmail: text("requested_by_email"),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("cache_operations_requested_at_idx").on(t.requestedAt),
    check("cache_operations_kind_check", sql`${t.kind} in ('fresh_blog', 'clear_content', 'clear_all', 'sync_all', 'emergency')`),
  ],
);

/** What one instance cleared for one operation (or why it could not). */
export interface CacheClearReport {
  dataEntries: number;
  pageCopies: number;
  pageBytes: number;
  accessClasses: number;
  /** fresh_blog: the published posts read again after the clear. */
  postsReread?: number;
}

export const cacheOperationReports = pgTable(
  "cache_operation_reports",
  {
    operationId: integer("operation_id")
      .notNull()
      .references(() => cacheOperations.id, { onDelete: "cascade" }),
    instanceId: text("instance_id").notNull(),
    cleared: jsonb("cleared").$type<CacheClearReport>(),
    error: text("error"),
    reportedAt: timestamp("reported_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.instanceId] })],
);

/**
 * Every running instance, as it last described its caches: written at start,
 * every half minute, after each operation and when the card asks. An
 * instance not heard from for two minutes is shown as gone.
 */
export const cacheInstances = pgTable("cache_instances", {
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
  heardAt: timestamp("heard_at", { withTimezone: true, mode: "date" }).notNull(),
  stats: jsonb("stats").$type<InstanceCacheStats>().notNull(),
});

/** One instance's caches as the card shows them (src/features/cache/instance.ts fills it). */
export interface InstanceCacheStats {
  pageCache: {
    entries: number;
    bytes: number;
    byKind: Record<"page" | "routerData", { entries: number; bytes: number }>;
    hits: number;
    misses: number;
  } | null;
  dataCache: {
    entries: number;
    byTag: Record<string, number>;
    hits: number;
    misses: number;
    lastClear: { at: string; reason: string; tables?: readonly string[] } | null;
  };
  accessClasses: number | null;
}
