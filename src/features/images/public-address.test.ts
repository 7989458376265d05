import { describe, expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, presentImage, publicImageAddress, type PublicImagePolicy } from "./public-address";

const OUTSIDE = "https://images.example.com/sea.jpg";
const OURS = "/api/media/0b7c8f52-4f0e-4d1a-9a55-2b1f3c4d5e6f/original";
const proxy = (address: string) => `/api/images/external?u=${encodeURIComponent(address)}&s=sig`;

const policy = (preferLocalImages: boolean, proxyOn: boolean): PublicImagePolicy => ({ preferLocalImages, proxy: proxyOn ? proxy : null });

describe("publicImageAddress: the image flags as a truth table", () => {
  it.each([
    { preferLocal: true, proxyOn: true, shown: proxy(OUTSIDE) },
    { preferLocal: false, proxyOn: true, shown: proxy(OUTSIDE) },
    { preferLocal: true, proxyOn: false, shown: IMAGE_PLACEHOLDER },
    { preferLocal: false, proxyOn: false, shown: OUTSIDE },
  ])("an outside address with prefer local $preferLocal and the proxy $proxyOn", ({ preferLocal, proxyOn, shown }) => {
    expect(publicImageAddress(OUTSIDE, policy(preferLocal, proxyOn))).toBe(shown);
  });

  it("never sends the browser to another host while preferring local images", () => {
    for (const proxyOn of [true, false]) expect(publicImageAddress(OUTSIDE, policy(true, proxyOn)).startsWith("/")).toBe(true);
  });

  it("leaves our own files, nothing and invalid values as they are", () => {
    for (const flags of [policy(true, true), policy(true, false), policy(false, false)]) {
      expect(publicImageAddress(OURS, flags)).toBe(OURS);
      expect(publicImageAddress(null, flags)).toBeNull();
      expect(publicImageAddress("", flags)).toBe("");
      expect(publicImageAddress("javascript:alert(1)", flags)).toBe("javascript:alert(1)");
    }
  });

  it("trims an outside address before signing it", () => {
    expect(publicImageAddress(`  ${OUTSIDE} `, policy(false, true))).toBe(proxy(OUTSIDE));
  });
});

describe("presentImage", () => {
  it("changes only the src of a described image", () => {
    const image = { src: OUTSIDE, srcSet: "", width: 1600, height: 900 };
    expect(presentImage(image, policy(true, false))).toEqual({ ...image, src: IMAGE_PLACEHOLDER });
    expect(presentImage(null, policy(true, true))).toBeNull();
  });
});
