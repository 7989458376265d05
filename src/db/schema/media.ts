import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, uuidPk } from "./_columns";

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
  },
  (t) => [index("media_purpose_idx").on(t.purpose)],
);
