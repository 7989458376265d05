import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { themeColors } from "../../db/schema";
import { DEFAULT_THEME, RETIRED_DEFAULTS, THEME_MODE_LIST, THEME_VARIABLES } from "./defaults";

/** Every (mode, variable) row with its default value from src/app/globals.css. */
export function defaultThemeRows() {
  return THEME_MODE_LIST.flatMap((mode) =>
    THEME_VARIABLES.map((v) => ({
      mode,
      name: v.name,
      value: DEFAULT_THEME[mode][v.name],
      description: v.description,
      category: v.category,
    })),
  );
}

/**
 * Idempotent: inserts the rows that are missing (a new token added later gets
 * its default) and never touches values an admin has applied; rows still at a
 * retired default move to today's (see RETIRED_DEFAULTS). Returns how many
 * rows were added and how many were moved.
 */
export async function seedThemeColors(db: Database): Promise<{ added: number; updated: number }> {
  const inserted = await db
    .insert(themeColors)
    .values(defaultThemeRows())
    .onConflictDoNothing({ target: [themeColors.mode, themeColors.name] })
    .returning({ id: themeColors.id });
  return { added: inserted.length, updated: await replaceRetiredDefaults(db) };
}

async function replaceRetiredDefaults(db: Database): Promise<number> {
  let updated = 0;
  for (const mode of THEME_MODE_LIST) {
    const retired = Object.entries(RETIRED_DEFAULTS[mode]);
    if (retired.length === 0) continue;
    const stored = await db
      .select({ name: themeColors.name, value: themeColors.value })
      .from(themeColors)
      .where(and(eq(themeColors.mode, mode), inArray(themeColors.name, retired.map(([name]) => name))));
    const untouched = retired.every(([name, oldValues]) => stored.some((row) => row.name === name && oldValues.includes(row.value)));
    if (!untouched) continue;
    for (const [name] of retired) {
      // A new updated_at: an editor opened before the change is asked before it overwrites.
      await db
        .update(themeColors)
        .set({ value: DEFAULT_THEME[mode][name], updatedAt: new Date() })
        .where(and(eq(themeColors.mode, mode), eq(themeColors.name, name)));
      updated += 1;
    }
  }
  return updated;
}
