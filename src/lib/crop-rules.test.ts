import { describe, expect, it } from "vitest";
import { cropPercent, cropPixels } from "@/lib/crop-rules";

const IMAGE = { width: 1600, height: 1200 };

describe("cropPixels", () => {
  it("turns a square in percent into whole pixels of the picture", () => {
    expect(cropPixels({ x: 10, y: 0, width: 75, height: 100 }, IMAGE, "square")).toEqual({ ok: true, rect: { x: 160, y: 0, width: 1200, height: 1200 } });
  });

  it("accepts a 3:4 portrait and the browser's rounding, within tolerance", () => {
    expect(cropPixels({ x: 0, y: 0, width: 56.26, height: 100.01 }, IMAGE, "portrait")).toMatchObject({ ok: true, rect: { width: 900, height: 1200 } });
  });

  it("refuses a rectangle outside the picture", () => {
    expect(cropPixels({ x: 50, y: 0, width: 60, height: 80 }, IMAGE, "square")).toEqual({ ok: false, problem: "outside" });
    expect(cropPixels({ x: -1, y: 0, width: 10, height: 10 }, IMAGE, "square")).toEqual({ ok: false, problem: "outside" });
    expect(cropPixels({ x: Number.NaN, y: 0, width: 10, height: 10 }, IMAGE, "square")).toEqual({ ok: false, problem: "outside" });
  });

  it("refuses the wrong aspect and a sliver", () => {
    expect(cropPixels({ x: 0, y: 0, width: 100, height: 100 }, IMAGE, "square")).toEqual({ ok: false, problem: "aspect" });
    expect(cropPixels({ x: 0, y: 0, width: 1, height: 1 }, IMAGE, "square")).toEqual({ ok: false, problem: "tooSmall" });
  });

  it("cropPercent reopens a stored rectangle where it was left", () => {
    const rect = { x: 160, y: 0, width: 1200, height: 1200 };
    expect(cropPixels(cropPercent(rect, IMAGE), IMAGE, "square")).toEqual({ ok: true, rect });
  });
});
