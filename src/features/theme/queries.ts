import "server-only";
import { asc, max } from "drizzle-orm";
import { getDb } from "@/db";
import { themeColors } from "@/db/schema";
import { cached } from "@/lib/cache";
import { themeCss } from "./css";
import { DEFAULT_THEME, THEME_VARIABLE_NAMES, type Theme } from "./defaults";
import { isHslTriple } from "@/lib/hsl";

async function readRows() {
  const db = await getDb();
  return db
    .select({ mode: themeColors.mode, name: themeColors.name, value: themeColors.value })
    .from(themeColors)
    .orderBy(asc(themeColors.mode), asc(themeColors.name));
}

/**
 * The <style> text for the root layout (every page). Cached and cleared by
 * any write to theme_colors (the table's NOTIFY trigger, src/lib/cache.ts). A
 * failed read falls back to globals.css (empty string) rather than failing the
 * page: the theme is decoration.
 */
export const getThemeCss = cached(
  "theme:css",
  async (): Promise<string> => themeCss(await readRows()),
  { tags: ["theme_colors"], ttlSeconds: 3600 },
);

export async function getThemeCssSafely(): Promise<string> {
  try {
    return await getThemeCss();
  } catch (error) {
    console.error("[theme] could not read theme colours:", (error as Error).message);
    return "";
  }
}

/** The applied theme for the editor: every known token, defaults filling gaps. */
export async function getAppliedTheme(): Promise<Theme> {
  const theme: Theme = { dark: { ...DEFAULT_THEME.dark }, light: { ...DEFAULT_THEME.light } };
  for (const row of await readRows()) {
    if (THEME_VARIABLE_NAMES.has(row.name) && isHslTriple(row.value)) theme[row.mode][row.name] = row.value;
  }
  return theme;
}

/** The theme's version: when a colour was last saved (ISO), or null before any save. The editor sends it back on apply. */
export async function getThemeVersion(): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ at: max(themeColors.updatedAt) }).from(themeColors);
  return row?.at ? row.at.toISOString() : null;
}
