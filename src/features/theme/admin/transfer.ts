import { z } from "zod";
import { THEME_VARIABLE_NAMES, type Theme, type ThemeSet } from "../defaults";
import { hslColourSchema } from "@/features/forms/field-schemas";

/**
 * Theme export/import files: `{ "light": { "--background": "40 33% 97%", ... },
 * "dark": { ... } }`. Entries may also come as arrays of `{ name, value }`
 * (the shape the old editor exported). Pure: see transfer.test.ts.
 */
export const THEME_FILE_MAX_BYTES = 64 * 1024;

// raw-string: a colour variable name, refused unless the theme has it.
const NameSchema = z
  .string()
  .transform((name) => (name.startsWith("--") ? name : `--${name}`))
  .refine((name) => THEME_VARIABLE_NAMES.has(name), { error: "Unknown colour name" });

/** One colour value of a theme file (field-schemas.ts). */
export const HslTripleSchema = hslColourSchema();

const EntryArraySchema = z
  .array(z.object({ name: NameSchema, value: HslTripleSchema }).loose())
  .max(100)
  .transform((entries) => Object.fromEntries(entries.map((e) => [e.name, e.value])) as ThemeSet);

const EntryMapSchema = z
  // raw-string: the keys of a theme file, each checked as a variable name.
  .record(z.string(), z.unknown())
  .transform((map, ctx) => {
    const out: ThemeSet = {};
    for (const [rawName, rawValue] of Object.entries(map)) {
      const name = NameSchema.safeParse(rawName);
      const value = HslTripleSchema.safeParse(rawValue);
      if (!name.success || !value.success) {
        ctx.addIssue({ code: "custom", message: `Invalid entry ${rawName.slice(0, 40)}` });
        return z.NEVER;
      }
      out[name.data] = value.data;
    }
    return out;
  });

/** One mode's colours: known names, valid triples, at least one entry. */
export const ThemeSetSchema = z
  .union([EntryArraySchema, EntryMapSchema])
  .refine((set) => Object.keys(set).length > 0, { error: "Empty colour set" });

export const ThemeSchema = z.object({ light: ThemeSetSchema, dark: ThemeSetSchema });

export type ThemeFileResult = { kind: "ok"; theme: Theme } | { kind: "ignored" } | { kind: "invalid" };

function hasOwn(value: unknown, key: string): boolean {
  return typeof value === "object" && value !== null && Object.prototype.hasOwnProperty.call(value, key);
}

/**
 * Reads an uploaded theme file. A file with both light and dark sets
 * is imported; a file lacking both sets is silently ignored; anything else
 * (not JSON, one set only, bad values) is "Arquivo de tema inválido".
 */
export function parseThemeFile(text: string): ThemeFileResult {
  if (text.length > THEME_FILE_MAX_BYTES) return { kind: "invalid" };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: "invalid" };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { kind: "invalid" };
  const hasLight = hasOwn(data, "light");
  const hasDark = hasOwn(data, "dark");
  if (!hasLight && !hasDark) return { kind: "ignored" };
  const parsed = ThemeSchema.safeParse(data);
  return parsed.success ? { kind: "ok", theme: parsed.data } : { kind: "invalid" };
}

/** The export file's contents (stable key order, pretty-printed). */
export function serialiseTheme(theme: Theme, order: readonly string[]): string {
  const ordered = (set: ThemeSet) =>
    Object.fromEntries(order.filter((name) => name in set).map((name) => [name, set[name]]));
  return `${JSON.stringify({ light: ordered(theme.light), dark: ordered(theme.dark) }, null, 2)}\n`;
}
