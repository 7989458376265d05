import "server-only";
import enGB from "../../../messages/en-GB/admin-models.json";
import ptBR from "../../../messages/pt-BR/admin-models.json";
import { getAdminLocale } from "@/features/admin/locale";
import { DEFAULT_LOCALE, type AppLocale } from "@/i18n/config";

/**
 * Messages of the adminModels catalogue for server actions: the failure
 * message an action returns must be the spec's text in the admin's language
 * ('Failed to update category' / 'Erro ao atualizar característica').
 */
const CATALOGUES: Record<AppLocale, unknown> = { "en-GB": enGB, "pt-BR": ptBR };

/** The admin's language; en-GB when there is no request (tests and scripts have no cookies). */
export async function actionLocale(): Promise<AppLocale> {
  try {
    return await getAdminLocale();
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** A message by dotted key ("preferenceCategories.toast.createFailed"); the key itself if missing. */
export function adminModelsMessage(locale: AppLocale, key: string): string {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : key;
}

/** The message in the calling admin's language. */
export async function actionMessage(key: string): Promise<string> {
  return adminModelsMessage(await actionLocale(), key);
}
