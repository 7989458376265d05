import { DEFAULT_THEME, THEME_VARIABLE_NAMES, type ThemeMode } from "./defaults";
import { isHslTriple } from "@/lib/hsl";

export interface ThemeColorRow {
  mode: ThemeMode;
  name: string;
  value: string;
}

/** Selector per mode, as in src/app/globals.css. */
const SELECTOR: Record<ThemeMode, string> = { dark: ":root", light: ".light" };

/**
 * The CSS the root layout injects so the applied theme is there on the first
 * paint (no flash). Only known variable names with valid HSL triples that
 * differ from globals.css are written; anything else in the table is ignored,
 * so nothing but `--name: h s% l%` can reach the page.
 */
export function themeCss(rows: readonly ThemeColorRow[]): string {
  const blocks: string[] = [];
  for (const mode of ["dark", "light"] as const) {
    const declarations = rows
      .filter((row) => row.mode === mode && THEME_VARIABLE_NAMES.has(row.name) && isHslTriple(row.value))
      .filter((row) => DEFAULT_THEME[mode][row.name] !== row.value)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => `${row.name}:${row.value}`);
    if (declarations.length) blocks.push(`${SELECTOR[mode]}{${declarations.join(";")}}`);
  }
  return blocks.join("");
}
