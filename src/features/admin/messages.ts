import { createTranslator } from "next-intl";
import enContent from "../../../messages/en-GB/admin-content.json";
import enModels from "../../../messages/en-GB/admin-models.json";
import enShell from "../../../messages/en-GB/admin-shell.json";
import ptContent from "../../../messages/pt-BR/admin-content.json";
import ptModels from "../../../messages/pt-BR/admin-models.json";
import ptShell from "../../../messages/pt-BR/admin-shell.json";
import enUsers from "../../../messages/en-GB/admin-users.json";
import ptUsers from "../../../messages/pt-BR/admin-users.json";
import enSecurity from "../../../messages/en-GB/admin-security.json";
import ptSecurity from "../../../messages/pt-BR/admin-security.json";
import enReviews from "../../../messages/en-GB/admin-reviews.json";
import ptReviews from "../../../messages/pt-BR/admin-reviews.json";
import enSeo from "../../../messages/en-GB/admin-seo.json";
import ptSeo from "../../../messages/pt-BR/admin-seo.json";
import type { AppLocale } from "@/i18n/config";
import { isAdminMessageRef, parseMessageRef } from "./message-ref";

/**
 * The back office's messages outside a render (server actions): the same
 * catalogues the screens use, read straight from the JSON files so an action
 * needs no next-intl request context. Keys are full dotted paths
 * ("adminContent.banners.errors.add"), checked by the type system.
 */
const CATALOGUES = {
  "en-GB": { adminShell: enShell, adminContent: enContent, adminModels: enModels, adminUsers: enUsers, adminSecurity: enSecurity, adminReviews: enReviews, adminSeo: enSeo },
  "pt-BR": { adminShell: ptShell, adminContent: ptContent, adminModels: ptModels, adminUsers: ptUsers, adminSecurity: ptSecurity, adminReviews: ptReviews, adminSeo: ptSeo },
} as const;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every admin message key, e.g. "adminShell.actionErrors.forbidden". */
export type AdminMessageKey = Leaves<(typeof CATALOGUES)["en-GB"]>;

/** A key, or a key and its `{max}` after a colon (message-ref.ts). */
export type AdminMessageRef = AdminMessageKey | `${AdminMessageKey}:${number}`;

export type AdminTranslate = (ref: AdminMessageRef, values?: Record<string, string | number>) => string;

/** A translator for full admin keys in `locale`; a reference with `:N` gets `{max: N}`. */
export function adminTranslator(locale: AppLocale): AdminTranslate {
  const t = createTranslator({
    locale,
    messages: CATALOGUES[locale],
    onError: (error) => console.error(`[i18n] ${error.code}`),
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return (ref, values) => {
    const { key, max } = parseMessageRef(ref);
    return t(key, max === undefined ? values : { max, ...values });
  };
}

/** Translates each message that is an admin reference; other messages (already text, or a form-relative key) pass through. */
export function translateMessages(translate: AdminTranslate, messages: readonly string[]): string[] {
  return messages.map((message) => (isAdminMessageRef(message) ? translate(message as AdminMessageRef) : message));
}
