import "server-only";
import { inArray } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { seoSettings } from "@/db/schema";
import { cached } from "@/lib/cache";
import { lockSeoSettingsWrites } from "../settings-write";
import { GLOBAL_SEO_KEYS } from "./rules";

export interface GlobalSeo {
  title: string;
  description: string;
  keywords: string[];
  /** The robots.txt template, or null when none is stored (the default one is served). */
  robotsTxt: string | null;
}

export interface GlobalSeoForEditor extends GlobalSeo {
  /** The newest updated_at of the four rows (ISO), the form's version; null before any is stored. */
  updatedAt: string | null;
}

interface SettingRow {
  key: string;
  value: { value?: unknown };
  updatedAt: Date;
}

async function readRows(db: Database | Transaction): Promise<SettingRow[]> {
  return db
    .select({ key: seoSettings.settingKey, value: seoSettings.settingValue, updatedAt: seoSettings.updatedAt })
    .from(seoSettings)
    .where(inArray(seoSettings.settingKey, Object.values(GLOBAL_SEO_KEYS)));
}

/** The rows as Global SEO: a value of the wrong type reads as empty rather than breaking every page. */
function fromRows(rows: readonly SettingRow[]): GlobalSeo {
  const valueOf = (key: string): unknown => rows.find((row) => row.key === key)?.value?.value;
  const text = (key: string) => {
    const value = valueOf(key);
    return typeof value === "string" ? value : "";
  };
  const keywords = valueOf(GLOBAL_SEO_KEYS.keywords);
  const robots = valueOf(GLOBAL_SEO_KEYS.robotsTxt);
  return {
    title: text(GLOBAL_SEO_KEYS.title),
    description: text(GLOBAL_SEO_KEYS.description),
    keywords: Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === "string") : [],
    robotsTxt: typeof robots === "string" ? robots : null,
  };
}

/** The newest change to any of the rows: what a save must not overwrite unasked. */
function versionOf(rows: readonly SettingRow[]): Date | null {
  return rows.reduce<Date | null>((newest, row) => (newest === null || row.updatedAt > newest ? row.updatedAt : newest), null);
}

/** Global SEO read fresh inside `db` (an action's transaction). */
export async function readGlobalSeo(db: Database | Transaction): Promise<GlobalSeo> {
  return fromRows(await readRows(db));
}

/** Global SEO as the public site reads it (cached until seo_settings changes). */
export const getGlobalSeo = cached(
  "seo:global",
  async (): Promise<GlobalSeo> => fromRows(await readRows(await getDb())),
  { tags: ["seo_settings"], ttlSeconds: 300 },
);

/** For the Global SEO screen: uncached, with the version the save checks. */
export async function getGlobalSeoForEditor(): Promise<GlobalSeoForEditor> {
  const rows = await readRows(await getDb());
  return { ...fromRows(rows), updatedAt: versionOf(rows)?.toISOString() ?? null };
}

/** Inside a save: the current values and version, with the rows locked against a second save. */
export async function lockGlobalSeo(tx: Transaction): Promise<{ values: GlobalSeo; version: Date | null }> {
  // Row locks cannot cover a key not stored yet: one lock on the purpose serialises two first saves too (and Technical SEO's robots.txt save).
  await lockSeoSettingsWrites(tx);
  const rows = await tx
    .select({ key: seoSettings.settingKey, value: seoSettings.settingValue, updatedAt: seoSettings.updatedAt })
    .from(seoSettings)
    .where(inArray(seoSettings.settingKey, Object.values(GLOBAL_SEO_KEYS)))
    .for("update");
  return { values: fromRows(rows), version: versionOf(rows) };
}
