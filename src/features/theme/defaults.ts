import type { THEME_CATEGORIES, THEME_MODES } from "@/db/schema";

export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeCategory = (typeof THEME_CATEGORIES)[number];

export interface ThemeVariable {
  /** The CSS custom property, e.g. "--background". */
  name: string;
  category: ThemeCategory;
  /** English description stored with the row (the editor shows a translated one). */
  description: string;
}

/**
 * The colour tokens the theme editor manages, in display order. Values mirror
 * src/app/globals.css (`:root` is the dark default, `.light` the ivory one);
 * defaults.test.ts fails if the two drift apart.
 */
export const THEME_VARIABLES: readonly ThemeVariable[] = [
  { name: "--background", category: "background", description: "Page background" },
  { name: "--card", category: "background", description: "Cards and panels" },
  { name: "--popover", category: "background", description: "Menus, dialogs and drawers" },
  { name: "--muted", category: "background", description: "Subtle fills" },
  { name: "--foreground", category: "text", description: "Main text" },
  { name: "--card-foreground", category: "text", description: "Text on cards" },
  { name: "--popover-foreground", category: "text", description: "Text in menus and dialogs" },
  { name: "--muted-foreground", category: "text", description: "Secondary text" },
  { name: "--primary", category: "primary", description: "Buttons and links" },
  { name: "--primary-foreground", category: "primary", description: "Text on primary buttons" },
  { name: "--ring", category: "primary", description: "Keyboard focus ring" },
  { name: "--secondary", category: "secondary", description: "Secondary buttons and hovers" },
  { name: "--secondary-foreground", category: "secondary", description: "Text on secondary buttons" },
  { name: "--accent", category: "accent", description: "Accent fills (burgundy)" },
  { name: "--accent-foreground", category: "accent", description: "Text on accent fills" },
  { name: "--destructive", category: "destructive", description: "Errors and delete buttons" },
  { name: "--destructive-foreground", category: "destructive", description: "Text on destructive buttons" },
  { name: "--border", category: "border", description: "Borders and dividers" },
  { name: "--input", category: "border", description: "Form field borders" },
  { name: "--gold", category: "luxury", description: "Gold details and headings" },
  { name: "--gold-muted", category: "luxury", description: "Muted gold" },
  { name: "--champagne", category: "luxury", description: "Champagne highlights" },
];

/** The editor's category tabs, in the order the tokens are listed (every category has tokens). */
export const THEME_CATEGORY_ORDER: readonly ThemeCategory[] = [...new Set(THEME_VARIABLES.map((variable) => variable.category))];

export const THEME_VARIABLE_NAMES: ReadonlySet<string> = new Set(THEME_VARIABLES.map((v) => v.name));

export type ThemeSet = Record<string, string>;
export type Theme = Record<ThemeMode, ThemeSet>;

export const DEFAULT_THEME: Theme = {
  dark: {
    "--background": "20 14% 6%",
    "--foreground": "40 33% 94%",
    "--card": "20 12% 9%",
    "--card-foreground": "40 33% 94%",
    "--popover": "20 12% 8%",
    "--popover-foreground": "40 33% 94%",
    "--primary": "40 52% 63%",
    "--primary-foreground": "20 14% 6%",
    "--secondary": "20 9% 15%",
    "--secondary-foreground": "40 33% 94%",
    "--muted": "20 9% 13%",
    "--muted-foreground": "35 14% 68%",
    "--accent": "345 38% 27%",
    "--accent-foreground": "40 33% 96%",
    "--destructive": "0 70% 64%",
    "--destructive-foreground": "20 14% 6%",
    "--border": "30 10% 19%",
    "--input": "30 9% 40%",
    "--ring": "41 60% 62%",
    "--gold": "41 55% 62%",
    "--gold-muted": "38 28% 44%",
    "--champagne": "40 46% 82%",
  },
  light: {
    "--background": "40 33% 97%",
    "--foreground": "20 14% 9%",
    "--card": "40 30% 99%",
    "--card-foreground": "20 14% 9%",
    "--popover": "40 30% 99%",
    "--popover-foreground": "20 14% 9%",
    "--primary": "36 62% 30%",
    "--primary-foreground": "40 33% 97%",
    "--secondary": "38 22% 90%",
    "--secondary-foreground": "20 14% 12%",
    "--muted": "38 20% 92%",
    "--muted-foreground": "25 10% 34%",
    "--accent": "345 40% 92%",
    "--accent-foreground": "345 48% 24%",
    "--destructive": "0 65% 40%",
    "--destructive-foreground": "40 33% 97%",
    "--border": "36 18% 84%",
    "--input": "30 10% 52%",
    "--ring": "36 62% 34%",
    "--gold": "36 64% 30%",
    "--gold-muted": "38 35% 46%",
    "--champagne": "34 38% 30%",
  },
};

/**
 * Defaults of earlier releases that failed WCAG AA, per mode and token. When
 * every token listed for a mode still holds one of its old values, the seed
 * moves them together to today's defaults, so an existing installation gets
 * the fix too (a stored value that differs from globals.css is otherwise
 * written over it on every page). Tokens listed together belong together (a
 * fill and the text on it): if an admin has chosen another value for any of
 * them, none is touched.
 */
export const RETIRED_DEFAULTS: Readonly<Record<ThemeMode, Readonly<Record<string, readonly string[]>>>> = {
  // Error text was 3.1:1 on the page (decision 038).
  dark: { "--destructive": ["0 62% 44%"], "--destructive-foreground": ["40 33% 97%"] },
  light: {},
};

export const THEME_MODE_LIST: readonly ThemeMode[] = ["dark", "light"];
