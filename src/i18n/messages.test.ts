import fs from "node:fs";
import path from "node:path";
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

/** The per-area admin files (messages/<locale>/*.json), read from disk so a new area is checked too. */
const MESSAGES_DIR = path.join(process.cwd(), "messages");
const areaFiles = fs.readdirSync(path.join(MESSAGES_DIR, "en-GB")).filter((name) => name.endsWith(".json"));
function readArea(locale: string, file: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, locale, file), "utf8")) as Tree;
}

/** Keys with a dot would be read by next-intl as nesting (it refuses them). */
function keysWithDots(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => [
    ...(key.includes(".") ? [`${prefix}${key}`] : []),
    ...(value !== null && typeof value === "object" ? keysWithDots(value as Tree, `${prefix}${key}.`) : []),
  ]);
}

describe("admin area catalogues (messages/<locale>/*.json)", () => {
  it("exist in both languages", () => {
    const pt = fs.readdirSync(path.join(MESSAGES_DIR, "pt-BR")).filter((name) => name.endsWith(".json"));
    expect(pt.sort()).toEqual([...areaFiles].sort());
  });

  it.each(areaFiles)("%s has the same keys, placeholders and no empty values in en-GB and pt-BR", (file) => {
    const en = flatten(readArea("en-GB", file));
    const pt = flatten(readArea("pt-BR", file));
    expect([...pt.keys()].sort()).toEqual([...en.keys()].sort());
    const empty = [...en, ...pt].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
    expect(empty).toEqual([]);
    const mismatched = [...en].filter(([key, value]) => placeholders(String(value)).join() !== placeholders(String(pt.get(key) ?? "")).join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it.each(areaFiles)("%s has no keys containing a dot", (file) => {
    expect(keysWithDots(readArea("en-GB", file))).toEqual([]);
    expect(keysWithDots(readArea("pt-BR", file))).toEqual([]);
  });
});

describe("the product's messages in the shell catalogue (word for word in their own language)", () => {
  const en = flatten(readArea("en-GB", "admin-shell.json"));
  const pt = flatten(readArea("pt-BR", "admin-shell.json"));
  it.each([
    ["en-GB", "dashboard.errorTitle", "Error loading dashboard"],
    ["en-GB", "dashboard.errorText", "Failed to load dashboard statistics"],
    ["en-GB", "forbidden.title", "Access Denied"],
    ["en-GB", "forbidden.text", "You don't have permission to access this page."],
    ["en-GB", "settings.flags.saved", "Settings saved successfully"],
    ["en-GB", "settings.flags.failed", "Failed to save settings"],
    ["en-GB", "shell.title", "Admin Panel"],
    ["pt-BR", "shell.title", "Painel Administrativo"],
    ["pt-BR", "theme.applied", "Tema Aplicado"],
    ["pt-BR", "theme.resetDone", "Tema Resetado"],
    ["pt-BR", "theme.exported", "Tema Exportado"],
    ["pt-BR", "theme.imported", "Tema Importado"],
    ["pt-BR", "theme.invalidFile", "Arquivo de tema inválido"],
    ["pt-BR", "legal.loadFailed", "Erro ao carregar conteúdo das páginas legais"],
    ["pt-BR", "legal.saveFailed", "Erro ao atualizar conteúdo"],
    ["pt-BR", "legal.saved", "Conteúdo atualizado com sucesso!"],
    ["pt-BR", "legal.saving", "Salvando..."],
    ["en-GB", "legal.saving", "Saving..."],
  ] as const)("%s %s is %j", (locale, key, text) => {
    expect((locale === "en-GB" ? en : pt).get(key)).toBe(text);
  });
});

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
