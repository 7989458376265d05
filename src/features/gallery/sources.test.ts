import { describe, expect, it } from "vitest";
import type { GalleryPhoto } from "./select";
import { photoSource, thumbnailSource } from "./sources";

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
