import { describe, expect, it } from "vitest";
import { counterLabel, indexAfterReload, keyStep, stepIndex, swipeStep, wrapIndex } from "./navigation";

describe("wrapIndex / stepIndex (wraps at both ends)", () => {
  it("moves forward and back inside the gallery", () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(3, -1, 5)).toBe(2);
  });

  it("wraps from the last photo to the first and from the first to the last", () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
  });

  it("wraps any distance and stays put with one photo", () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });

  it("answers 0 for an empty gallery or nonsense input", () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
    expect(wrapIndex(1.7, 4)).toBe(1);
  });
});

describe("counterLabel", () => {
  it("reads 'n / total' inline and 'n of total' in the lightbox", () => {
    expect(counterLabel(0, 5)).toBe("1 / 5");
    expect(counterLabel(4, 5, "of")).toBe("5 of 5");
    expect(counterLabel(0, 0)).toBe("0 / 0");
  });
});

describe("swipeStep", () => {
  it("turns a left swipe into next and a right swipe into previous", () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it("ignores short moves (taps) and mostly vertical ones (scrolling)", () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });

  it("counts exactly the threshold as a swipe", () => {
    expect(swipeStep(-50, 0)).toBe(1);
  });
});

describe("keyStep", () => {
  it("maps the arrow keys and nothing else", () => {
    expect(keyStep("ArrowLeft")).toBe(-1);
    expect(keyStep("ArrowRight")).toBe(1);
    expect(keyStep("Escape")).toBeNull();
    expect(keyStep("ArrowUp")).toBeNull();
  });
});

describe("indexAfterReload", () => {
  const photos = (...ids: string[]) => ids.map((id) => ({ id }));

  it("stays on the same photo when it is still there", () => {
    expect(indexAfterReload(photos("a", "b", "c"), 1, photos("x", "a", "b", "c"))).toBe(2);
  });

  it("keeps the position, inside the new length, when the photo is gone", () => {
    expect(indexAfterReload(photos("a", "b", "c"), 1, photos("x", "y", "z"))).toBe(1);
    expect(indexAfterReload(photos("a", "b", "c"), 2, photos("x"))).toBe(0);
    expect(indexAfterReload(photos("a"), 0, [])).toBe(0);
  });
});
