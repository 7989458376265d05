import { describe, expect, it } from "vitest";
import type { GalleryPhoto } from "./select";
import { fullPhotoSource, photoSource, thumbnailSource } from "./sources";

const ID = "0b7c8f52-4f0e-4d1a-9a55-2b1f3c4d5e6f";
const stored: GalleryPhoto = {
  id: "p1",
  imageUrl: `/api/media/${ID}/original`,
  caption: "",
  visibility: "public",
  variants: [
    { name: "original", width: 1200 },
    { name: "w160", width: 160 },
    { name: "w400", width: 400 },
    { name: "w800", width: 800 },
  ],
};
const desktop = { mobile: false, slow: false, preferLocalImages: false };

describe("photoSource", () => {
  it("uses the original on desktop, w800 on mobile and w400 on a slow connection", () => {
    expect(photoSource(stored, desktop)).toBe(`/api/media/${ID}/original`);
    expect(photoSource(stored, { ...desktop, mobile: true })).toBe(`/api/media/${ID}/w800`);
    expect(photoSource(stored, { ...desktop, slow: true })).toBe(`/api/media/${ID}/w400`);
  });

  it("passes a valid external URL through and refuses invalid ones", () => {
    const external = { ...stored, imageUrl: "https://cdn.example.com/a.jpg", variants: undefined };
    expect(photoSource(external, desktop)).toBe("https://cdn.example.com/a.jpg");
    expect(photoSource({ ...stored, imageUrl: "" }, desktop)).toBeNull();
    expect(photoSource({ ...stored, imageUrl: "undefined" }, desktop)).toBeNull();
  });
});

describe("thumbnailSource", () => {
  it("keeps the original as src and offers every stored width in srcset, smallest first", () => {
    expect(thumbnailSource(stored, desktop)).toEqual({
      src: `/api/media/${ID}/original`,
      srcSet: `/api/media/${ID}/w160 160w, /api/media/${ID}/w400 400w, /api/media/${ID}/w800 800w, /api/media/${ID}/original 1200w`,
    });
  });

  it("loads w400 directly on a slow connection", () => {
    expect(thumbnailSource(stored, { ...desktop, slow: true })).toEqual({ src: `/api/media/${ID}/w400` });
  });
});

describe("crops", () => {
  const env = { mobile: false, slow: false, preferLocalImages: false };
  const ORIGINAL = "/api/media/11111111-1111-1111-1111-111111111111/original";
  const SQUARE = "/api/media/22222222-2222-2222-2222-222222222222/original";
  const PORTRAIT = "/api/media/33333333-3333-3333-3333-333333333333/original";
  const photo = {
    id: "p",
    imageUrl: ORIGINAL,
    caption: "",
    visibility: "public",
    variants: [{ name: "original", width: 1600 }],
    square: { imageUrl: SQUARE, variants: [{ name: "original", width: 900 }, { name: "w160", width: 160 }] },
    portrait: { imageUrl: PORTRAIT, variants: [{ name: "original", width: 900 }, { name: "w800", width: 800 }] },
  };

  it("the main photo uses the 3:4 crop, the thumbnail the 1:1 crop, the full-screen viewer the whole picture", () => {
    expect(photoSource(photo, env)).toBe(PORTRAIT);
    expect(photoSource(photo, { ...env, mobile: true })).toBe(PORTRAIT.replace("original", "w800"));
    expect(thumbnailSource(photo, env)?.src).toBe(SQUARE);
    expect(thumbnailSource(photo, env)?.srcSet).toContain(SQUARE.replace("original", "w160"));
    expect(fullPhotoSource(photo, env)).toBe(ORIGINAL);
  });

  it("without crops, the original as before", () => {
    const plain = { ...photo, square: undefined, portrait: undefined };
    expect(photoSource(plain, env)).toBe(ORIGINAL);
    expect(thumbnailSource(plain, env)?.src).toBe(ORIGINAL);
  });
});
