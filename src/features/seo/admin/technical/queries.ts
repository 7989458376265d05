import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { seoSettings } from "@/db/schema";
import { GLOBAL_SEO_KEYS } from "../../global/rules";
import { getRobotsTxt } from "../../robots";
import { lockSeoSettingsWrites } from "../../settings-write";

export interface RobotsTxtForEditor {
  /** The stored template ("" when none is stored: the default file is served). */
  robotsTxt: string;
  /** The row's updated_at (ISO), the form's version; null before it is stored. */
  updatedAt: string | null;
  /** The file as /robots.txt serves it now. */
  served: string;
}

interface RobotsRow {
  value: { value?: unknown };
  updatedAt: Date;
}

const robotsColumns = { value: seoSettings.settingValue, updatedAt: seoSettings.updatedAt };

/** A stored value of the wrong type reads as empty (the default file is served), as Global SEO reads it. */
function templateOf(row: RobotsRow | undefined): string {
  const value = row?.value?.value;
  return typeof value === "string" ? value : "";
}

/** For the robots.txt tab: the stored template, uncached, with its version and the file as served. */
export async function getRobotsTxtForEditor(siteUrl: string): Promise<RobotsTxtForEditor> {
  const db = await getDb();
  const [row] = await db.select(robotsColumns).from(seoSettings).where(eq(seoSettings.settingKey, GLOBAL_SEO_KEYS.robotsTxt));
  return { robotsTxt: templateOf(row), updatedAt: row?.updatedAt.toISOString() ?? null, served: await getRobotsTxt(siteUrl) };
}

/** Inside a save: the stored template and its version, locked against a Global SEO save or a second one here. */
export async function lockRobotsTxt(tx: Transaction): Promise<{ robotsTxt: string; version: Date | null }> {
  await lockSeoSettingsWrites(tx);
  const [row] = await tx.select(robotsColumns).from(seoSettings).where(eq(seoSettings.settingKey, GLOBAL_SEO_KEYS.robotsTxt)).for("update");
  return { robotsTxt: templateOf(row), version: row?.updatedAt ?? null };
}
