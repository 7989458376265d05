import "server-only";
import { getAdminLocale } from "@/features/admin/locale";
import enGB from "../../../messages/en-GB/admin-content.json";
import ptBR from "../../../messages/pt-BR/admin-content.json";

export type ContentMessages = typeof enGB;

/**
 * The adminContent catalogue in the admin's language, for server actions:
 * failure messages reach the client already translated (admin spec §8 word
 * for word in its own language). Read straight from the JSON files so the
 * actions need no next-intl request context.
 */
export async function getContentMessages(): Promise<ContentMessages> {
  return (await getAdminLocale()) === "pt-BR" ? ptBR : enGB;
}
