/**
 * Theme values are HSL triples without hsl(): "222 47% 11%".
 * They end up inside a <style> element on every page, so the pattern is
 * strict: digits, one space, percent signs and nothing else can get through.
 */
const HSL_TRIPLE = /^(\d{1,3}(?:\.\d{1,2})?) (\d{1,3}(?:\.\d{1,2})?)% (\d{1,3}(?:\.\d{1,2})?)%$/;

export function isHslTriple(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = HSL_TRIPLE.exec(value);
  if (!match) return false;
  const [hue, saturation, lightness] = match.slice(1).map(Number);
  return hue <= 360 && saturation <= 100 && lightness <= 100;
}

/** Accepts the usual ways people type a triple ("40, 52%, 63%", "hsl(40 52% 63%)") and writes it one way. */
export function normaliseHslTriple(input: string): string {
  const inner = input.trim().replace(/^hsla?\(\s*/i, "").replace(/\s*\)$/, "");
  const parts = inner.split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 3) return input.trim();
  const [h, s, l] = parts;
  const pct = (p: string) => (p.endsWith("%") ? p : `${p}%`);
  return `${h.replace(/deg$/i, "")} ${pct(s)} ${pct(l)}`;
}

/** "40 52% 63%" → [40, 52, 63] (for previews and the colour picker). */
export function parseHslTriple(value: string): [number, number, number] | null {
  if (!isHslTriple(value)) return null;
  const [h, s, l] = value.replace(/%/g, "").split(" ").map(Number);
  return [h, s, l];
}

/** HSL triple → "#rrggbb" (for <input type="color">). */
export function hslTripleToHex(value: string): string | null {
  const parsed = parseHslTriple(value);
  if (!parsed) return null;
  const [h, s, l] = [parsed[0], parsed[1] / 100, parsed[2] / 100];
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** "#rrggbb" → HSL triple with whole numbers. */
export function hexToHslTriple(hex: string): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1], 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return `${Math.round(h) % 360} ${Math.round(s * 100)}% ${Math.round(l * 100)}%`;
}
