import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles quotes inside", () => {
    expect(csvCell("Jane")).toBe('"Jane"');
    expect(csvCell('The "best" client')).toBe('"The ""best"" client"');
    expect(csvCell("a,b\r\nc")).toBe('"a,b\r\nc"');
  });

  it.each([
    ["=HYPERLINK(\"http://evil.test\")", "\"'=HYPERLINK(\"\"http://evil.test\"\")\""],
    ["+1+1", "\"'+1+1\""],
    ["-2+3", "\"'-2+3\""],
    ["@SUM(A1)", "\"'@SUM(A1)\""],
    ["\t=1", "\"'\t=1\""],
    ["\r=1", "\"'\r=1\""],
  ])("neutralises a formula-like cell %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves characters that are harmless after the first alone", () => {
    expect(csvCell("jane+tag@example.com")).toBe('"jane+tag@example.com"');
    expect(csvCell(" =1")).toBe('" =1"');
  });

  it("writes empty cells for missing values and text for others", () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(42)).toBe('"42"');
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and separates rows with CRLF", () => {
    expect(toCsv(["Email", "Name"], [["a@x.test", "=1"]])).toBe('\uFEFF"Email","Name"\r\n"a@x.test","\'=1"\r\n');
    expect(csvRow(["a", null])).toBe('"a",""');
  });
});
