import { describe, expect, it } from "vitest";
import { pickFields } from "./pick";

describe("pickFields", () => {
  it("copies the named fields and leaves the others out", () => {
    const row = { id: 7, title: "Hello", body: "", updatedAt: new Date(0) };
    expect(pickFields(row, ["title", "body"])).toEqual({ title: "Hello", body: "" });
  });

  it("keeps values as they are (no copy of nested objects)", () => {
    const tags = ["a"];
    expect(pickFields({ tags, n: 1 }, ["tags"]).tags).toBe(tags);
  });
});
