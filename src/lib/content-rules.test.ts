import { describe, expect, it } from "vitest";
import { isUsableImageUrl, paragraphs, safeLinkHref } from "./content-rules";

describe("isUsableImageUrl", () => {
  it.each([
    ["/api/media/x/original", true],
    ["https://cdn.example.com/a.webp", true],
    ["http://cdn.example.com/a.webp", true],
    ["", false],
    ["   ", false],
    [null, false],
    ["//evil.example/a.png", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["images/a.png", false],
  ])("%j → %s", (url, expected) => {
    expect(isUsableImageUrl(url)).toBe(expected);
  });
});

describe("safeLinkHref", () => {
  it.each([
    ["/models", "/models"],
    ["  /#districts ", "/#districts"],
    ["https://velvet.london/blog", "https://velvet.london/blog"],
    ["", null],
    [null, null],
    [undefined, null],
    ["undefined", null],
    ["null", null],
    ["models", null],
    ["mailto:a@b.c", null],
    ["javascript:alert(1)", null],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["httpfoo", null],
  ])("%j → %j", (target, expected) => {
    expect(safeLinkHref(target)).toBe(expected);
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and tidies whitespace", () => {
    expect(paragraphs("One\nline.\n\n  Two.  \r\n\r\nThree.\n\n\n")).toEqual(["One line.", "Two.", "Three."]);
  });

  it("gives nothing for empty text", () => {
    expect(paragraphs("")).toEqual([]);
    expect(paragraphs(null)).toEqual([]);
  });
});
