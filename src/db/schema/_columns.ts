import { timestamp, uuid } from "drizzle-orm/pg-core";

/** Shared column helpers: every table keeps time zone-aware timestamps. */
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const uuidPk = () => uuid("id").primaryKey().defaultRandom();
