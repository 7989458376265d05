import type { Database } from "../../db";
import { themeColors } from "../../db/schema";
import { DEFAULT_THEME, THEME_MODE_LIST, THEME_VARIABLES } from "./defaults";

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
 * its default) and never touches values an admin has applied. Returns how many
 * rows were added.
 */
export async function seedThemeColors(db: Database): Promise<number> {
  const inserted = await db
    .insert(themeColors)
    .values(defaultThemeRows())
    .onConflictDoNothing({ target: [themeColors.mode, themeColors.name] })
    .returning({ id: themeColors.id });
  return inserted.length;
}
