import { describe, expect, it } from "vitest";
import { parseBoolean, parseCsv, redirectsCsv, unguard } from "./csv";

describe("redirects CSV", () => {
  it("parses quoted cells with commas, quotes and line breaks, CRLF or LF, and a byte-order mark", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"multi\nline",\n\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["multi\nline", ""],
    ]);
  });

  it("reads back what it writes, formula guard included", () => {
    const csv = redirectsCsv([{ fromPath: "/a", toPath: "=cmd", statusCode: 301, matchType: "exact", keepQuery: false, isActive: true }]);
    const [header, row] = parseCsv(csv);
    expect(header[0]).toBe("from_path");
    expect(row.map(unguard)).toEqual(["/a", "=cmd", "301", "exact", "false", "true"]);
  });

  it("reads booleans as exported or typed", () => {
    expect(parseBoolean("TRUE", false)).toBe(true);
    expect(parseBoolean("0", true)).toBe(false);
    expect(parseBoolean("", true)).toBe(true);
    expect(parseBoolean("maybe", true)).toBeNull();
  });
});
