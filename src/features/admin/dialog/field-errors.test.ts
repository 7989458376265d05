import { describe, expect, it } from "vitest";
import { firstFieldWithError } from "./field-errors";

const FIELDS = ["pagePath", "metaTitle", "ogTitle"] as const;

describe("firstFieldWithError", () => {
  it("names the first field in form order, not in the order the errors came", () => {
    expect(firstFieldWithError({ ogTitle: ["Too long"], metaTitle: ["Required"] }, FIELDS)).toBe("metaTitle");
  });

  it("reads a react-hook-form error object as well as an action's message list", () => {
    expect(firstFieldWithError({ pagePath: { type: "server", message: "Taken" } }, FIELDS)).toBe("pagePath");
  });

  it("counts an error on a part of a field for the field", () => {
    expect(firstFieldWithError({ "ogTitle.0": ["Too long"] }, FIELDS)).toBe("ogTitle");
    expect(firstFieldWithError({ ogTitleExtra: ["Unknown"] }, FIELDS)).toBeUndefined();
  });

  it("passes over an empty message list and fields the form does not show", () => {
    expect(firstFieldWithError({ pagePath: [], id: ["Unknown"] }, FIELDS)).toBeUndefined();
  });

  it("answers undefined when there are no field errors", () => {
    expect(firstFieldWithError(undefined, FIELDS)).toBeUndefined();
    expect(firstFieldWithError({}, FIELDS)).toBeUndefined();
  });
});
