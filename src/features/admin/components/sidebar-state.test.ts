import { describe, expect, it } from "vitest";
import { isSidebarShortcut, parseSidebarState, sidebarCookie, SIDEBAR_COOKIE_MAX_AGE } from "./sidebar-state";

describe("parseSidebarState", () => {
  it.each([
    [undefined, true],
    [null, true],
    ["", true],
    ["true", true],
    ["false", false],
    [" false ", false],
    ["FALSE", true],
    ["0", true],
    ["garbage", true],
  ])("%j → expanded %s", (value, expanded) => {
    expect(parseSidebarState(value)).toBe(expanded);
  });
});

describe("sidebarCookie", () => {
  it("keeps the state for 7 days", () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/admin; max-age=604800; samesite=lax");
    expect(sidebarCookie(true)).toContain("sidebar_state=true;");
  });

  it("round-trips through parseSidebarState", () => {
    for (const open of [true, false]) {
      const value = sidebarCookie(open).split(";")[0].split("=")[1];
      expect(parseSidebarState(value)).toBe(open);
    }
  });
});

describe("isSidebarShortcut", () => {
  const key = (overrides: Partial<Parameters<typeof isSidebarShortcut>[0]>) => ({
    key: "b",
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...overrides,
  });

  it("is Ctrl+B or Cmd+B", () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: "B" }))).toBe(true);
  });

  it("ignores B alone and other combinations", () => {
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: "n" }))).toBe(false);
  });

  it("leaves Ctrl+B to rich-text editors (bold)", () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }), true)).toBe(false);
  });
});
