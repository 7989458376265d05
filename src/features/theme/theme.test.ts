import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { themeCss } from "./css";
import { DEFAULT_THEME, THEME_VARIABLES } from "./defaults";
import { hexToHslTriple, hslTripleToHex, isHslTriple } from "@/lib/hsl";
import { HslTripleSchema, parseThemeFile, serialiseTheme } from "./admin/transfer";

describe("HSL triples", () => {
  it.each(["0 0% 0%", "360 100% 100%", "222 47% 11%", "40.5 52.25% 63%"])("accepts %s", (value) => {
    expect(isHslTriple(value)).toBe(true);
  });

  it.each([
    "",
    "361 10% 10%",
    "10 101% 10%",
    "10 10% 101%",
    "10 10 10",
    "10  10% 10%",
    "hsl(10 10% 10%)",
    "10 10% 10%;}body{display:none",
    "10 10% 10%</style><script>alert(1)</script>",
    "-1 10% 10%",
    "10 10% 10% 0.5",
    "red",
  ])("rejects %j", (value) => {
    expect(isHslTriple(value)).toBe(false);
  });

  it("normalises common spellings before validating", () => {
    expect(HslTripleSchema.parse("hsl(40, 52%, 63%)")).toBe("40 52% 63%");
    expect(HslTripleSchema.parse(" 40 52 63 ")).toBe("40 52% 63%");
    expect(HslTripleSchema.safeParse("40 52% 63%; color: red").success).toBe(false);
  });

  it("converts to and from hex for the colour picker", () => {
    expect(hslTripleToHex("0 100% 50%")).toBe("#ff0000");
    expect(hexToHslTriple("#ff0000")).toBe("0 100% 50%");
    expect(hexToHslTriple("#000000")).toBe("0 0% 0%");
    expect(hslTripleToHex("nope")).toBeNull();
  });
});

describe("defaults", () => {
  /** Reads `--name: value;` pairs of one block of globals.css. */
  function block(css: string, selector: string): Record<string, string> {
    const start = css.indexOf(`${selector} {`);
    const body = css.slice(start, css.indexOf("}", start));
    return Object.fromEntries([...body.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
  }
  const css = fs.readFileSync(path.join(process.cwd(), "src/app/globals.css"), "utf8");

  it("match src/app/globals.css (:root is dark, .light is light)", () => {
    const dark = block(css, ":root");
    const light = block(css, ".light");
    for (const { name } of THEME_VARIABLES) {
      expect(DEFAULT_THEME.dark[name], `dark ${name}`).toBe(dark[name]);
      expect(DEFAULT_THEME.light[name], `light ${name}`).toBe(light[name]);
    }
  });

  it("cover every colour token of globals.css and only valid triples", () => {
    const dark = block(css, ":root");
    const colourTokens = Object.entries(dark).filter(([, v]) => isHslTriple(v)).map(([k]) => k).sort();
    expect(THEME_VARIABLES.map((v) => v.name).sort()).toEqual(colourTokens);
    for (const set of Object.values(DEFAULT_THEME)) for (const v of Object.values(set)) expect(isHslTriple(v)).toBe(true);
  });
});

describe("themeCss", () => {
  it("is empty when everything is at its default", () => {
    const rows = THEME_VARIABLES.map((v) => ({ mode: "dark" as const, name: v.name, value: DEFAULT_THEME.dark[v.name] }));
    expect(themeCss(rows)).toBe("");
  });

  it("writes changed values per mode with globals.css's selectors", () => {
    const css = themeCss([
      { mode: "dark", name: "--primary", value: "200 50% 50%" },
      { mode: "light", name: "--background", value: "0 0% 100%" },
    ]);
    expect(css).toBe(":root{--primary:200 50% 50%}.light{--background:0 0% 100%}");
  });

  it("drops unknown names and anything that is not a triple", () => {
    const css = themeCss([
      { mode: "dark", name: "--primary", value: "1 1% 1%}</style><script>alert(1)</script>" },
      { mode: "dark", name: "--evil;}body{x", value: "1 1% 1%" },
      { mode: "dark", name: "--unknown", value: "1 1% 1%" },
    ]);
    expect(css).toBe("");
  });
});

describe("parseThemeFile (theme import)", () => {
  const both = JSON.stringify({ light: { "--primary": "36 62% 30%" }, dark: { primary: "40 52% 63%" } });

  it("imports a file with both light and dark sets", () => {
    expect(parseThemeFile(both)).toEqual({
      kind: "ok",
      theme: { light: { "--primary": "36 62% 30%" }, dark: { "--primary": "40 52% 63%" } },
    });
  });

  it("accepts the array shape [{ name, value }]", () => {
    const file = JSON.stringify({
      light: [{ name: "--gold", value: "36 64% 30%", category: "luxury" }],
      dark: [{ name: "--gold", value: "41 55% 62%" }],
    });
    expect(parseThemeFile(file)).toMatchObject({ kind: "ok", theme: { light: { "--gold": "36 64% 30%" } } });
  });

  it("silently ignores a file lacking both sets", () => {
    expect(parseThemeFile(JSON.stringify({ colours: {} }))).toEqual({ kind: "ignored" });
  });

  it.each([
    ["not JSON", "{nope"],
    ["a JSON array", "[]"],
    ["only a light set", JSON.stringify({ light: { "--primary": "1 1% 1%" } })],
    ["an empty set", JSON.stringify({ light: {}, dark: { "--primary": "1 1% 1%" } })],
    ["a bad value", JSON.stringify({ light: { "--primary": "red" }, dark: { "--primary": "1 1% 1%" } })],
    ["an injected value", JSON.stringify({ light: { "--primary": "1 1% 1%;}</style>" }, dark: { "--primary": "1 1% 1%" } })],
    ["an unknown name", JSON.stringify({ light: { "--x": "1 1% 1%" }, dark: { "--primary": "1 1% 1%" } })],
    ["a __proto__ key", '{"light":{"__proto__":{"--primary":"1 1% 1%"}},"dark":{"--primary":"1 1% 1%"}}'],
    ["a huge file", JSON.stringify({ light: { "--primary": "1 1% 1%" }, dark: { "--primary": "1 1% 1%" }, pad: "x".repeat(70_000) })],
  ])("rejects %s as invalid", (_case, text) => {
    expect(parseThemeFile(text)).toEqual({ kind: "invalid" });
  });

  it("round-trips an export", () => {
    const order = THEME_VARIABLES.map((v) => v.name);
    expect(parseThemeFile(serialiseTheme(DEFAULT_THEME, order))).toEqual({ kind: "ok", theme: DEFAULT_THEME });
  });
});
