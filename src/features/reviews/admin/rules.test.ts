import { describe, expect, it } from "vitest";
import { mayBeFeatured, mayReject } from "./rules";

describe("mayBeFeatured", () => {
  it("features a published review, never a pending one that was not featured", () => {
    expect(mayBeFeatured({ isPublished: true, isFeatured: true }, false)).toBe(true);
    expect(mayBeFeatured({ isPublished: false, isFeatured: true }, false)).toBe(false);
  });

  it("keeps the mark of a review that is unpublished, and always lets a mark go", () => {
    expect(mayBeFeatured({ isPublished: false, isFeatured: true }, true)).toBe(true);
    expect(mayBeFeatured({ isPublished: false, isFeatured: false }, true)).toBe(true);
    expect(mayBeFeatured({ isPublished: false, isFeatured: false }, false)).toBe(true);
  });
});

describe("mayReject", () => {
  it("rejects pending reviews only", () => {
    expect(mayReject({ isPublished: false })).toBe(true);
    expect(mayReject({ isPublished: true })).toBe(false);
  });
});
