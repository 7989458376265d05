import type { Theme, ThemeMode } from "../defaults";
import { parseHslTriple } from "@/lib/hsl";

/**
 * WCAG 2.x contrast of the theme's text/background pairs (success criterion
 * 1.4.3, level AA: 4.5:1 for body text). The formula is the standard's own
 * (relative luminance of sRGB, then (L1 + 0.05) / (L2 + 0.05)); it is a few
 * lines, so it is written here rather than pulled in with a colour library.
 */

export const AA_MINIMUM = 4.5;

/** The pairs the site draws text with: [text token, background token]. */
export const CONTRAST_PAIRS: readonly (readonly [string, string])[] = [
  ["--foreground", "--background"],
  ["--muted-foreground", "--background"],
  ["--card-foreground", "--card"],
  ["--muted-foreground", "--card"],
  ["--popover-foreground", "--popover"],
  ["--primary-foreground", "--primary"],
  ["--secondary-foreground", "--secondary"],
  ["--accent-foreground", "--accent"],
  ["--destructive-foreground", "--destructive"],
  // Field errors and failure messages are drawn in the error colour itself.
  ["--destructive", "--background"],
  ["--destructive", "--card"],
  ["--destructive", "--popover"],
];

function hslToRgb([h, s, l]: [number, number, number]): [number, number, number] {
  const saturation = s / 100;
  const lightness = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [channel(0), channel(8), channel(4)];
}

function relativeLuminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two HSL triples ("0 0% 100%"), from 1 to 21; null if either is not a valid triple. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseHslTriple(foreground);
  const bg = parseHslTriple(background);
  if (!fg || !bg) return null;
  const [lighter, darker] = [relativeLuminance(hslToRgb(fg)), relativeLuminance(hslToRgb(bg))].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ContrastProblem {
  mode: ThemeMode;
  text: string;
  background: string;
  /** Rounded down to one decimal, so 4.49 never reads as 4.5. */
  ratio: number;
}

/** The pairs of either mode below AA; invalid values are left to the editor's own validation. */
export function contrastProblems(theme: Theme): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const mode of ["dark", "light"] as const) {
    for (const [text, background] of CONTRAST_PAIRS) {
      const ratio = contrastRatio(theme[mode][text] ?? "", theme[mode][background] ?? "");
      if (ratio !== null && ratio < AA_MINIMUM) problems.push({ mode, text, background, ratio: Math.floor(ratio * 10) / 10 });
    }
  }
  return problems;
}
