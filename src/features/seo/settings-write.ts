import "server-only";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { seoSettings } from "@/db/schema";

/**
 * The one writer of seo_settings rows, shared by Global SEO and Technical
 * SEO (both save robots_txt). It lives outside their "use server" files,
 * which may export only async actions.
 */

/** Writes one setting as `{ value }` (migration 0010's one shape), creating the row if it was never stored. */
export async function writeSeoSetting(tx: Transaction, key: string, category: "global" | "technical", value: unknown): Promise<void> {
  await tx
    .insert(seoSettings)
    .values({ settingKey: key, category, settingValue: { value } })
    .onConflictDoUpdate({ target: seoSettings.settingKey, set: { settingValue: { value }, category, updatedAt: sql`now()` } });
}

/**
 * Serialises the saves that write the Global SEO keys (robots_txt among
 * them). Row locks cannot cover a key not stored yet, so both screens take
 * this one lock first: a Technical SEO save of robots.txt and a Global SEO
 * save cannot interleave.
 */
export async function lockSeoSettingsWrites(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seo_settings.global'))`);
}
