import { describe, expect, it } from "vitest";
import { AA_MINIMUM, contrastProblems, contrastRatio } from "./contrast";
import { DEFAULT_THEME, type Theme } from "../defaults";

describe("theme contrast (WCAG AA)", () => {
  it("computes the standard's ratios", () => {
    expect(contrastRatio("0 0% 100%", "0 0% 0%")).toBeCloseTo(21, 5);
    expect(contrastRatio("0 0% 0%", "0 0% 100%")).toBeCloseTo(21, 5);
    expect(contrastRatio("0 0% 50%", "0 0% 50%")).toBeCloseTo(1, 5);
    // #777777 on white is the classic just-below-AA grey (4.48:1).
    expect(contrastRatio("0 0% 46.67%", "0 0% 100%")).toBeCloseTo(4.48, 1);
    // Pure red on white: 4.0:1.
    expect(contrastRatio("0 100% 50%", "0 0% 100%")).toBeCloseTo(4.0, 1);
    expect(contrastRatio("not a colour", "0 0% 100%")).toBeNull();
  });

  it("finds no problem in the site's own theme", () => {
    expect(contrastProblems(DEFAULT_THEME)).toEqual([]);
  });

  it("reads the error colour as text on the page, cards and menus: the old dark red (3.1:1) is flagged", () => {
    // The earlier dark pair: cream button text read well on the red (5.9:1); the red as error text did not.
    const theme: Theme = { dark: { ...DEFAULT_THEME.dark, "--destructive": "0 62% 44%", "--destructive-foreground": "40 33% 97%" }, light: { ...DEFAULT_THEME.light } };
    expect(contrastProblems(theme).map((problem) => `${problem.mode} ${problem.text} on ${problem.background} ${problem.ratio}`)).toEqual([
      "dark --destructive on --background 3",
      "dark --destructive on --card 2.8",
      "dark --destructive on --popover 2.9",
    ]);
    // Today's red, in both modes.
    for (const mode of ["dark", "light"] as const) {
      for (const background of ["--background", "--card", "--popover"]) {
        expect(contrastRatio(DEFAULT_THEME[mode]["--destructive"], DEFAULT_THEME[mode][background])).toBeGreaterThanOrEqual(AA_MINIMUM);
      }
    }
  });

  it("flags a pair that falls below 4.5:1, in the mode where it does", () => {
    const theme: Theme = { dark: { ...DEFAULT_THEME.dark }, light: { ...DEFAULT_THEME.light, "--muted-foreground": "0 0% 75%" } };
    const problems = contrastProblems(theme);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.mode === "light" && problem.text === "--muted-foreground")).toBe(true);
    expect(problems.every((problem) => problem.ratio < AA_MINIMUM)).toBe(true);
  });
});
