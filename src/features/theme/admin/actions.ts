"use server";

import { sql } from "drizzle-orm";
import { themeColors } from "@/db/schema";
import { defineAdminAction, type ActionContext } from "@/features/admin/action";
import { assertUnchangedSince } from "@/features/admin/version";
import { DEFAULT_THEME, THEME_MODE_LIST, THEME_VARIABLES, type Theme, type ThemeMode } from "../defaults";
import { ApplyThemeSchema, ResetThemeSchema } from "./schemas";

type Change = { mode: ThemeMode; name: string; from: string | null; to: string };

/** What differs between the stored rows and the wanted theme (only known tokens). */
async function diffTheme(tx: ActionContext["tx"], wanted: Partial<Theme>): Promise<Change[]> {
  const rows = await tx.select({ mode: themeColors.mode, name: themeColors.name, value: themeColors.value }).from(themeColors);
  const current = new Map(rows.map((row) => [`${row.mode}:${row.name}`, row.value]));
  const changes: Change[] = [];
  for (const mode of THEME_MODE_LIST) {
    for (const [name, to] of Object.entries(wanted[mode] ?? {})) {
      const from = current.get(`${mode}:${name}`) ?? null;
      if (from !== to) changes.push({ mode, name, from, to });
    }
  }
  return changes;
}

const VARIABLE_BY_NAME = new Map(THEME_VARIABLES.map((v) => [v.name, v]));

/** Upserts the changed rows in one statement (the table's trigger then clears the theme cache). */
async function writeChanges(tx: ActionContext["tx"], changes: Change[]): Promise<void> {
  if (!changes.length) return;
  await tx
    .insert(themeColors)
    .values(
      changes.map((c) => {
        const variable = VARIABLE_BY_NAME.get(c.name)!;
        return { mode: c.mode, name: c.name, value: c.to, description: variable.description, category: variable.category };
      }),
    )
    .onConflictDoUpdate({
      target: [themeColors.mode, themeColors.name],
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}

function auditValues(changes: Change[]) {
  const side = (pick: (c: Change) => string | null) =>
    Object.fromEntries(THEME_MODE_LIST.map((mode) => [mode, Object.fromEntries(changes.filter((c) => c.mode === mode).map((c) => [c.name, pick(c)]))]));
  return { oldValues: side((c) => c.from), newValues: side((c) => c.to) };
}

/** The theme is edited as one document: its audit rows and its version check use this id. */
const THEME_ENTITY = "theme";

/** No silent overwrites: the theme's version is its newest colour row, read under lock. */
async function assertThemeUnchangedSince(tx: ActionContext["tx"], expectedVersion?: string, overwrite?: boolean): Promise<void> {
  const rows = await tx.select({ updatedAt: themeColors.updatedAt }).from(themeColors).for("update");
  if (rows.length === 0) return;
  const current = new Date(Math.max(...rows.map((row) => row.updatedAt.getTime())));
  await assertUnchangedSince(tx, { current, expectedVersion, overwrite, entityType: "theme_colors", entityId: THEME_ENTITY });
}

/** Applies the staged colours of both modes (edits are staged, then applied). */
export const applyTheme = defineAdminAction({
  permission: "admin.settings.manage",
  schema: ApplyThemeSchema,
  failureKey: "adminShell.theme.applyFailed",
  async run({ theme, expectedVersion, overwrite }, { tx }) {
    await assertThemeUnchangedSince(tx, expectedVersion, overwrite);
    const changes = await diffTheme(tx, theme);
    await writeChanges(tx, changes);
    return {
      data: { changed: changes.length },
      audit: { action: "theme.apply", entityType: "theme_colors", entityId: THEME_ENTITY, ...auditValues(changes), notes: `${changes.length} colour(s) changed` },
    };
  },
});

/** Every colour of both modes back to the values of src/app/globals.css. */
export const resetTheme = defineAdminAction({
  permission: "admin.settings.manage",
  schema: ResetThemeSchema,
  failureKey: "adminShell.theme.resetFailed",
  async run(_input, { tx }) {
    const changes = await diffTheme(tx, DEFAULT_THEME);
    await writeChanges(tx, changes);
    return {
      data: { changed: changes.length },
      audit: { action: "theme.reset", entityType: "theme_colors", entityId: THEME_ENTITY, ...auditValues(changes), notes: `${changes.length} colour(s) reset` },
    };
  },
});
