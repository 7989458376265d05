import type { AppLocale } from "./config";

/**
 * Each locale's messages: the shared catalogue plus one file per admin area
 * (so areas can be edited independently). Namespaces: adminShell,
 * adminContent, adminModels. Explicit imports keep the bundler happy.
 */
export async function loadCatalogue(locale: AppLocale): Promise<Record<string, unknown>> {
  if (locale === "pt-BR") {
    const [base, shell, content, models] = await Promise.all([
      import("../../messages/pt-BR.json"),
      import("../../messages/pt-BR/admin-shell.json"),
      import("../../messages/pt-BR/admin-content.json"),
      import("../../messages/pt-BR/admin-models.json"),
    ]);
    return { ...base.default, adminShell: shell.default, adminContent: content.default, adminModels: models.default };
  }
  const [base, shell, content, models] = await Promise.all([
    import("../../messages/en-GB.json"),
    import("../../messages/en-GB/admin-shell.json"),
    import("../../messages/en-GB/admin-content.json"),
    import("../../messages/en-GB/admin-models.json"),
  ]);
  return { ...base.default, adminShell: shell.default, adminContent: content.default, adminModels: models.default };
}
