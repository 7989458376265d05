import type { AppLocale } from "./config";

/**
 * Each locale's messages: the shared catalogue plus one file per admin area
 * (so areas can be edited independently). Namespaces: adminShell,
 * adminContent, adminModels, adminUsers, adminSecurity, adminReviews, adminSeo. Explicit imports keep the bundler happy.
 *
 * The admin namespaces are loaded only for admin renders (`{ admin: true }`):
 * the public site's client provider then never ships back-office strings.
 */
export async function loadCatalogue(locale: AppLocale, { admin = true }: { admin?: boolean } = {}): Promise<Record<string, unknown>> {
  if (locale === "pt-BR") {
    const base = (await import("../../messages/pt-BR.json")).default;
    if (!admin) return { ...base };
    const [shell, content, models, usersArea, security, reviews, seo] = await Promise.all([
      import("../../messages/pt-BR/admin-shell.json"),
      import("../../messages/pt-BR/admin-content.json"),
      import("../../messages/pt-BR/admin-models.json"),
      import("../../messages/pt-BR/admin-users.json"),
      import("../../messages/pt-BR/admin-security.json"),
      import("../../messages/pt-BR/admin-reviews.json"),
      import("../../messages/pt-BR/admin-seo.json"),
    ]);
    return { ...base, adminShell: shell.default, adminContent: content.default, adminModels: models.default, adminUsers: usersArea.default, adminSecurity: security.default, adminReviews: reviews.default, adminSeo: seo.default };
  }
  const base = (await import("../../messages/en-GB.json")).default;
  if (!admin) return { ...base };
  const [shell, content, models, usersArea, security, reviews, seo] = await Promise.all([
    import("../../messages/en-GB/admin-shell.json"),
    import("../../messages/en-GB/admin-content.json"),
    import("../../messages/en-GB/admin-models.json"),
    import("../../messages/en-GB/admin-users.json"),
    import("../../messages/en-GB/admin-security.json"),
    import("../../messages/en-GB/admin-reviews.json"),
    import("../../messages/en-GB/admin-seo.json"),
  ]);
  return { ...base, adminShell: shell.default, adminContent: content.default, adminModels: models.default, adminUsers: usersArea.default, adminSecurity: security.default, adminReviews: reviews.default, adminSeo: seo.default };
}
