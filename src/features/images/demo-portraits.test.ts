import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { DEMO_PALETTES, mulberry32, renderDemoBanner, renderDemoPortrait } from "./demo-portraits";

describe("mulberry32", () => {
  it("is deterministic and in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe("renderDemoPortrait", () => {
  it("renders a 900x1200 WebP by default", async () => {
    const buf = await renderDemoPortrait({ seed: 1, palette: 0 });
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([900, 1200]);
  });

  it("honours a custom size", async () => {
    const meta = await sharp(await renderDemoPortrait({ seed: 1, palette: 3, width: 300, height: 400 })).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 400]);
  });

  it("is deterministic per seed and varies across seeds", async () => {
    const a = await renderDemoPortrait({ seed: 7, palette: 2 });
    const b = await renderDemoPortrait({ seed: 7, palette: 2 });
    const c = await renderDemoPortrait({ seed: 8, palette: 2 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("renders every palette (and wraps the index)", async () => {
    for (let p = -1; p <= DEMO_PALETTES.length; p++) {
      const meta = await sharp(await renderDemoPortrait({ seed: p + 100, palette: p, width: 90, height: 120 })).metadata();
      expect(meta.format).toBe("webp");
    }
  });
});

describe("renderDemoBanner", () => {
  it("renders a 1600x900 WebP by default, deterministic per seed", async () => {
    const a = await renderDemoBanner({ seed: 3, palette: 1 });
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1600, 900]);
    expect(a.equals(await renderDemoBanner({ seed: 3, palette: 1 }))).toBe(true);
    expect(a.equals(await renderDemoBanner({ seed: 4, palette: 1 }))).toBe(false);
  });
});
