import { describe, expect, it } from "vitest";
import { isValidImageUrl, pickImageVariant, resolveImageSource, thumbnailSrcSet } from "./images";

const ID = "0b7c8f52-4f0e-4d1a-9a55-2b1f3c4d5e6f";
const ORIGINAL = `/api/media/${ID}/original`;
const BOTH = [
  { name: "original", width: 1600 },
  { name: "w400", width: 400 },
  { name: "w800", width: 800 },
];
const SMALL_SOURCE = [
  { name: "original", width: 600 },
  { name: "w400", width: 400 },
];

describe("isValidImageUrl", () => {
  it("accepts root-relative paths and full URLs", () => {
    expect(isValidImageUrl("/api/media/x/original")).toBe(true);
    expect(isValidImageUrl("https://images.example.com/a.webp")).toBe(true);
    expect(isValidImageUrl("http://example.com/a.jpg")).toBe(true);
  });

  it("rejects empty, missing and relative or malformed values", () => {
    for (const value of ["", "   ", null, undefined, "undefined", "images/a.jpg", "http//broken", "null", "//cdn.example.com/a.jpg", "javascript:alert(1)", "data:image/png;base64,AAAA"]) {
      expect(isValidImageUrl(value), String(value)).toBe(false);
    }
  });
});

describe("resolveImageSource", () => {
  const local = "/api/media/local/original";
  const external = "https://cdn.example.com/photo.jpg";
  const placeholder = "/brand/placeholder.webp";

  it("prefers local, then external, then the placeholder", () => {
    expect(resolveImageSource({ local, external, placeholder })).toBe(local);
    expect(resolveImageSource({ local: "", external, placeholder })).toBe(external);
    expect(resolveImageSource({ local: "not a url", external: "also not", placeholder })).toBe(placeholder);
  });

  it("returns null when nothing is valid", () => {
    expect(resolveImageSource({ local: "", external: null })).toBeNull();
    expect(resolveImageSource({})).toBeNull();
  });

  it("with preferLocalImages, uses the placeholder before any external host", () => {
    expect(resolveImageSource({ local, external, placeholder }, { preferLocalImages: true })).toBe(local);
    expect(resolveImageSource({ local: "", external, placeholder }, { preferLocalImages: true })).toBe(placeholder);
    expect(resolveImageSource({ external }, { preferLocalImages: true })).toBe(external);
    expect(resolveImageSource({ local: "", external, placeholder }, { preferLocalImages: false })).toBe(external);
  });

  it("trims what it returns", () => {
    expect(resolveImageSource({ local: `  ${local} ` })).toBe(local);
  });
});

describe("pickImageVariant", () => {
  it("keeps the original on a desktop with a good connection", () => {
    expect(pickImageVariant(ORIGINAL, { mobile: false, slow: false, available: BOTH })).toBe(ORIGINAL);
  });

  it("uses w800 on mobile when it exists (800 wide)", () => {
    expect(pickImageVariant(ORIGINAL, { mobile: true, slow: false, available: BOTH })).toBe(`/api/media/${ID}/w800`);
  });

  it("uses w400 on a slow connection, mobile or not", () => {
    expect(pickImageVariant(ORIGINAL, { mobile: false, slow: true, available: BOTH })).toBe(`/api/media/${ID}/w400`);
    expect(pickImageVariant(ORIGINAL, { mobile: true, slow: true, available: BOTH })).toBe(`/api/media/${ID}/w400`);
  });

  it("keeps the original when the wanted variant does not exist (it is already narrower)", () => {
    expect(pickImageVariant(ORIGINAL, { mobile: true, slow: false, available: SMALL_SOURCE })).toBe(ORIGINAL);
    expect(pickImageVariant(ORIGINAL, { mobile: false, slow: true, available: [{ name: "original", width: 300 }] })).toBe(ORIGINAL);
  });

  it("keeps the original when the variants are unknown", () => {
    expect(pickImageVariant(ORIGINAL, { mobile: true, slow: true })).toBe(ORIGINAL);
  });

  it("leaves external URLs and other media URLs alone", () => {
    const external = "https://cdn.example.com/a.jpg";
    expect(pickImageVariant(external, { mobile: true, slow: true, available: BOTH })).toBe(external);
    expect(pickImageVariant(`/api/media/${ID}/w400`, { mobile: true, slow: false, available: BOTH })).toBe(`/api/media/${ID}/w400`);
  });
});

describe("thumbnailSrcSet", () => {
  it("offers w400 next to the original with their real widths", () => {
    expect(thumbnailSrcSet(ORIGINAL, SMALL_SOURCE)).toBe(`/api/media/${ID}/w400 400w, ${ORIGINAL} 600w`);
  });

  it("lists every stored width smallest first, so a 64 px thumbnail takes the 160 px file", () => {
    const all = [
      { name: "w800", width: 800 },
      { name: "original", width: 1600 },
      { name: "w160", width: 160 },
      { name: "w400", width: 400 },
    ];
    expect(thumbnailSrcSet(ORIGINAL, all)).toBe(
      `/api/media/${ID}/w160 160w, /api/media/${ID}/w400 400w, /api/media/${ID}/w800 800w, ${ORIGINAL} 1600w`,
    );
  });

  it("offers nothing when no smaller variant is known", () => {
    expect(thumbnailSrcSet(ORIGINAL, undefined)).toBeUndefined();
    expect(thumbnailSrcSet(ORIGINAL, [{ name: "original", width: 300 }])).toBeUndefined();
    expect(thumbnailSrcSet("https://cdn.example.com/a.jpg", BOTH)).toBeUndefined();
  });
});
