import { describe, expect, it } from "vitest";
import enGB from "../../../messages/en-GB/admin-models.json";
import ptBR from "../../../messages/pt-BR/admin-models.json";
import { allowConsoleError } from "../../../tests/setup/console";
import { adminTranslator, type AdminMessageKey } from "@/features/admin/messages";

/** The adminModels part of the admin translator, as the actions read it. */
const adminModelsMessage = (locale: "en-GB" | "pt-BR", key: string) =>
  adminTranslator(locale)(`adminModels.${key}` as AdminMessageKey).replace(/^adminModels\./, "");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const en = flatten(enGB as Tree);
const pt = flatten(ptBR as Tree);

describe("adminModels catalogues", () => {
  it("have the same keys in both languages, none empty", () => {
    expect([...pt.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...en, ...pt].filter(([, value]) => !value.trim())).toEqual([]);
  });

  it("carry the given validation and failure messages word for word in their own language", () => {
    const englishValues = new Set(en.values());
    for (const message of [
      "Failed to load categories",
      "Failed to create category",
      "Failed to update category",
      "Failed to delete category",
      "Category created successfully",
      "Category updated successfully",
      "Category deleted successfully",
      "Please fill in all required fields",
      "Please select an image file",
      "Please select an image smaller than 10MB",
      "Upload failed",
      "Saving...",
    ]) {
      expect(englishValues.has(message), message).toBe(true);
    }
    const portugueseValues = new Set(pt.values());
    for (const message of [
      "Erro ao carregar conteúdo de características",
      "Erro ao carregar conteúdo de serviços",
      "Erro ao carregar conteúdo de localizações",
      "Erro ao atualizar característica",
      "Erro ao atualizar serviço",
      "Erro ao atualizar localização",
      "Por favor, selecione um arquivo de imagem",
      "Arquivo muito grande. Máximo 10MB",
      "Erro ao enviar imagem",
      "Não foi possível carregar a imagem",
      "Salvando...",
      "Localizações",
      "SEO Local",
    ]) {
      expect(portugueseValues.has(message), message).toBe(true);
    }
  });

  it("are read by the actions by dotted key, falling back to the key", () => {
    allowConsoleError(/\[i18n\]/);
    expect(adminModelsMessage("en-GB", "contentSections.characteristics.updateFailed")).toBe("Failed to update characteristic");
    expect(adminModelsMessage("pt-BR", "contentSections.characteristics.updateFailed")).toBe("Erro ao atualizar característica");
    expect(adminModelsMessage("en-GB", "no.such.key")).toBe("no.such.key");
  });
});
