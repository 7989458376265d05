import { describe, expect, it } from "vitest";
import { chipList, fieldErrorKey, multiLine, singleLine } from "./text-fields";

describe("text field helpers", () => {
  it("trim, require and limit single lines", () => {
    const name = singleLine({ min: 1, max: 5 });
    expect(name.parse("  Ada ")).toBe("Ada");
    expect(name.safeParse("   ").error?.issues[0].message).toBe("required");
    expect(name.safeParse("Abcdef").error?.issues[0].message).toBe("tooLong:5");
    expect(name.safeParse("a\u0000b").error?.issues[0].message).toBe("invalidCharacters");
    expect(name.safeParse("a\nb").error?.issues[0].message).toBe("invalidCharacters");
    expect(name.safeParse(42).error?.issues[0].message).toBe("required");
  });

  it("allow line breaks but not NUL or direction overrides in multi-line text", () => {
    const text = multiLine({ max: 100 });
    expect(text.parse("One.\r\n\r\nTwo.\tThree.")).toBe("One.\r\n\r\nTwo.\tThree.");
    expect(text.safeParse("a\u0000").success).toBe(false);
    expect(text.safeParse("a\u2066b").success).toBe(false);
  });

  it("drop blank chips and refuse duplicates ignoring case, and long lists", () => {
    const list = chipList({ maxItems: 3, maxLength: 10 });
    expect(list.parse([" a ", "", "b"])).toEqual(["a", "b"]);
    expect(list.safeParse(["Mayfair", "mayfair"]).error?.issues[0].message).toBe("duplicateItem");
    expect(list.safeParse(["a", "b", "c", "d"]).error?.issues[0].message).toBe("tooManyItems:3");
  });

  it("split message keys from their number", () => {
    expect(fieldErrorKey("tooLong:60")).toEqual({ key: "tooLong", value: 60 });
    expect(fieldErrorKey("required")).toEqual({ key: "required" });
  });
});
