import { describe, expect, it } from "vitest";
import { mailtoHref, safeHref } from "./links";

describe("safeHref", () => {
  it("keeps site paths and http(s) URLs", () => {
    expect(safeHref("/escorts-in-mayfair")).toBe("/escorts-in-mayfair");
    expect(safeHref("https://example.com/a?b=c")).toBe("https://example.com/a?b=c");
    expect(safeHref("http://example.com")).toBe("http://example.com");
    expect(safeHref("  /models  ")).toBe("/models");
  });

  it("renders as text when empty, 'undefined' or 'null'", () => {
    for (const value of ["", "   ", "undefined", "null", null, undefined]) {
      expect(safeHref(value), String(value)).toBeNull();
    }
  });

  it("renders as text when not starting with / or http", () => {
    for (const value of ["javascript:alert(1)", "mailto:a@b.c", "models", "#top", "ftp://x", "data:text/html,x"]) {
      expect(safeHref(value), value).toBeNull();
    }
  });

  it("refuses look-alikes that would leave the site or smuggle a scheme", () => {
    for (const value of ["//evil.example", "/\\evil.example", "httpx://a", "http:/\nevil", "/a\r\nSet-Cookie: x", "https://"]) {
      expect(safeHref(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe("mailtoHref", () => {
  it("links a well-formed address", () => {
    expect(mailtoHref("concierge@velvet.london")).toBe("mailto:concierge@velvet.london");
  });

  it("refuses anything else", () => {
    for (const value of ["", null, undefined, "concierge", "a@b", "a b@c.d", "a@b.c?bcc=x@y.z"]) {
      expect(mailtoHref(value), String(value)).toBeNull();
    }
  });
});
