import { afterEach, describe, expect, it, vi } from "vitest";
import { loadForScreen } from "./load";

describe("loadForScreen", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers what the read returns", async () => {
    expect(await loadForScreen("FAQs", async () => [1, 2])).toEqual([1, 2]);
    expect(await loadForScreen("nothing", async () => null)).toBeNull();
  });

  it("logs a failed read with the screen's label and answers null instead of throwing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      await loadForScreen("category pages", async () => {
        throw new Error("connection refused");
      }),
    ).toBeNull();
    expect(log).toHaveBeenCalledWith("[admin] loading category pages failed:", "connection refused");
  });
});
