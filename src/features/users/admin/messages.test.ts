import { describe, expect, it } from "vitest";
import { adminTranslator, type AdminMessageKey } from "@/features/admin/messages";

/**
 * The Users screen's validation and failure messages, word for word
 * in pt-BR (the language they are given in), translated in en-GB.
 */
const SPEC_MESSAGES: [AdminMessageKey, string, string][] = [
  ["adminUsers.errors.load", "Erro ao carregar usuários", "Failed to load users"],
  ["adminUsers.errors.updateStatus", "Erro ao atualizar status do usuário", "Failed to update user status"],
  ["adminUsers.errors.updateRole", "Erro ao atualizar role do usuário", "Failed to update user role"],
  ["adminUsers.errors.delete", "Erro ao deletar usuário", "Failed to delete user"],
  ["adminUsers.errors.createUnexpected", "Erro inesperado ao criar membro", "Unexpected error creating member"],
  ["adminUsers.create.errors.required", "Nome do cliente e senha são obrigatórios", "Client name and password are required"],
  [
    "adminUsers.create.errors.nameCharacters",
    "Nome do cliente deve conter apenas letras, números, espaços, hífens ou underscores",
    "Client name may contain only letters, digits, spaces, hyphens or underscores",
  ],
  ["adminUsers.create.errors.passwordShort", "Senha deve ter pelo menos 6 caracteres", "Password must be at least 6 characters"],
];

describe("the Users screen's given messages", () => {
  it.each(SPEC_MESSAGES)("%s", (key, portuguese, english) => {
    expect(adminTranslator("pt-BR")(key)).toBe(portuguese);
    expect(adminTranslator("en-GB")(key)).toBe(english);
  });

  it("'Erro ao criar membro: {detail}' keeps its detail in both languages", () => {
    expect(adminTranslator("pt-BR")("adminUsers.errors.create", { detail: "x" })).toBe("Erro ao criar membro: x");
    expect(adminTranslator("en-GB")("adminUsers.errors.create", { detail: "x" })).toBe("Failed to create member: x");
  });

  it("'You don't have permission to manage users.' answers a refused export", () => {
    expect(adminTranslator("en-GB")("adminUsers.errors.exportForbidden")).toBe("You don't have permission to manage users.");
  });
});
