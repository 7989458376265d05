import { describe, expect, it } from "vitest";
import { finaliseGallery } from "./select";

const model = { id: "m1", name: "Isabella", image: "/api/media/x/original" };

describe("finaliseGallery", () => {
  it("collapses duplicate image URLs, keeping the first in order", () => {
    const photos = [
      { id: "a", imageUrl: "/1", caption: "one", visibility: "public" },
      { id: "b", imageUrl: "/2", caption: "two", visibility: "public" },
      { id: "c", imageUrl: "/1", caption: "dup", visibility: "members_only" },
    ];
    expect(finaliseGallery(photos, model).map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("falls back to the main image captioned with the model name", () => {
    expect(finaliseGallery([], model)).toEqual([
      { id: "m1-main", imageUrl: model.image, caption: "Isabella", visibility: "public" },
    ]);
  });

  it("shows nothing when there is neither a photo nor a main image", () => {
    expect(finaliseGallery([], { ...model, image: null })).toEqual([]);
  });
});
