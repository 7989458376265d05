import { describe, expect, it } from "vitest";
import { mapLimited } from "./map-limited";

describe("mapLimited", () => {
  it("keeps the items' order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (ms) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it("answers an empty list without calling anything", async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});
