import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";
import {
  MAX_INPUT_PIXELS,
  toWebpVariants,
  validateImageUpload,
} from "./process";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 60 } } });

describe("validateImageUpload", () => {
  it("accepts JPEG, PNG and WebP", async () => {
    expect(await validateImageUpload(await solid(40, 30).png().toBuffer())).toEqual({ ok: true, mime: "image/png" });
    expect(await validateImageUpload(await solid(40, 30).jpeg().toBuffer())).toEqual({ ok: true, mime: "image/jpeg" });
    expect(await validateImageUpload(await solid(40, 30).webp().toBuffer())).toEqual({ ok: true, mime: "image/webp" });
  });

  it("rejects HTML bytes (e.g. uploaded as photo.jpg) as invalid_type", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    expect(await validateImageUpload(html)).toEqual({
      ok: false,
      code: "invalid_type",
      message: "Please select an image file",
    });
  });

  it("rejects SVG, PDF, GIF and empty input as invalid_type", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    const gif = await solid(10, 10).gif().toBuffer();
    for (const buf of [svg, pdf, gif, Buffer.alloc(0), Buffer.from("just some text")]) {
      const res = await validateImageUpload(buf);
      expect(res).toMatchObject({ ok: false, code: "invalid_type" });
    }
  });

  it("rejects a truncated JPEG as corrupt", async () => {
    const jpeg = await sharp({
      create: { width: 600, height: 400, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await validateImageUpload(truncated)).toEqual({
      ok: false,
      code: "corrupt",
      message: "The image could not be read",
    });
  });

  it("rejects images with too many pixels", async () => {
    // Just over the limit: encoding a 400-megapixel image took 25 s on a busy two-core machine, this one about 3.
    const png = await sharp({
      create: { width: 6_500, height: 6_500, channels: 3, background: "#000" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(6_500 * 6_500).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(await validateImageUpload(png)).toEqual({
      ok: false,
      code: "too_many_pixels",
      message: "The image is too large in pixels",
    });
  }, 30_000);

  it("rejects buffers over 10MB as too_large before decoding", async () => {
    const png = await solid(8, 8).png().toBuffer();
    const huge = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    expect(huge.length).toBe(MAX_UPLOAD_BYTES + 1);
    expect(await validateImageUpload(huge)).toEqual({
      ok: false,
      code: "too_large",
      message: "Please select an image smaller than 10MB",
    });
  });
});

describe("toWebpVariants", () => {
  it("re-encodes a PNG to WebP with width variants, never upscaling", async () => {
    const png = await solid(1000, 750).png().toBuffer();
    const res = await toWebpVariants(png);
    expect(res.width).toBe(1000);
    expect(res.height).toBe(750);
    expect(res.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ["original", 1000, 750],
      ["w160", 160, 120],
      ["w400", 400, 300],
      ["w800", 800, 600],
    ]);
    for (const v of res.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    }

    const small = await toWebpVariants(await solid(500, 500).png().toBuffer(), { widths: [400, 800, 1200] });
    expect(small.variants.map((v) => [v.name, v.width])).toEqual([
      ["original", 500],
      ["w400", 400],
    ]);
  });

  it("caps the original at 1600px wide", async () => {
    const res = await toWebpVariants(await solid(3200, 2400).jpeg().toBuffer());
    const original = res.variants.find((v) => v.name === "original")!;
    expect([original.width, original.height]).toEqual([1600, 1200]);
    expect([res.width, res.height]).toEqual([3200, 2400]);
  });

  it("strips EXIF and other metadata, honouring the orientation", async () => {
    const jpeg = await solid(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "x", Artist: "Someone" } } })
      .toBuffer();
    const inMeta = await sharp(jpeg).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.orientation).toBe(6);

    const res = await toWebpVariants(jpeg);
    // orientation 6 = rotate 90° clockwise: 300x200 becomes 200x300
    expect([res.width, res.height]).toEqual([200, 300]);
    for (const v of res.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.data.includes(Buffer.from("Someone"))).toBe(false);
    }
    expect(res.variants[0]).toMatchObject({ name: "original", width: 200, height: 300 });
  });

  it("uses only the first frame of animated input", async () => {
    const frames = await sharp({ create: { width: 20, height: 60, channels: 4, background: "#f00" } })
      .webp()
      .toBuffer();
    const animated = await sharp(frames, { pages: -1 }).webp({ loop: 0, delay: [100, 100, 100] }).toBuffer();
    const res = await toWebpVariants(animated, { widths: [] });
    expect(res.variants).toHaveLength(1);
    const meta = await sharp(res.variants[0]!.data).metadata();
    expect(meta.pages ?? 1).toBe(1);
  });

  it("throws on corrupt input", async () => {
    await expect(toWebpVariants(Buffer.from("not an image"))).rejects.toThrow();
  });
});
