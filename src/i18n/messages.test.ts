import { describe, expect, it } from "vitest";
import enGB from "../../messages/en-GB.json";
import ptBR from "../../messages/pt-BR.json";
import { isAdminPath, resolveLocale } from "./config";

type Tree = { [key: string]: string | Tree };

/** Flattens a message tree to "a.b.c" → value. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** ICU placeholders such as {brand} or {year}. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]).sort();
}

const catalogues = { "en-GB": flatten(enGB as Tree), "pt-BR": flatten(ptBR as Tree) };

describe("message catalogues", () => {
  it("have identical key sets", () => {
    const en = [...catalogues["en-GB"].keys()].sort();
    const pt = [...catalogues["pt-BR"].keys()].sort();
    expect(pt).toEqual(en);
  });

  it.each(Object.entries(catalogues))("%s has no empty or non-string values", (_locale, messages) => {
    const bad = [...messages].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const mismatched = [...catalogues["en-GB"]]
      .filter(([key, value]) => {
        const other = catalogues["pt-BR"].get(key);
        return typeof other === "string" && placeholders(String(value)).join() !== placeholders(other).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("has the admin namespace stub", () => {
    expect(catalogues["en-GB"].get("admin.title")).toBe("Admin Panel");
    expect(catalogues["pt-BR"].get("admin.title")).toBe("Painel Administrativo");
  });
});

describe("resolveLocale", () => {
  it("is en-GB on the public site, whatever the cookie says", () => {
    expect(resolveLocale({ cookieLocale: "pt-BR", isAdmin: false })).toBe("en-GB");
    expect(resolveLocale({ isAdmin: false })).toBe("en-GB");
  });

  it("uses the admin cookie only for pt-BR on admin routes", () => {
    expect(resolveLocale({ cookieLocale: "pt-BR", isAdmin: true })).toBe("pt-BR");
    expect(resolveLocale({ cookieLocale: "en-GB", isAdmin: true })).toBe("en-GB");
    expect(resolveLocale({ cookieLocale: "fr-FR", isAdmin: true })).toBe("en-GB");
    expect(resolveLocale({ cookieLocale: null, isAdmin: true })).toBe("en-GB");
  });

  it("recognises admin paths", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/models")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
    expect(isAdminPath("/")).toBe(false);
    expect(isAdminPath(null)).toBe(false);
  });
});
