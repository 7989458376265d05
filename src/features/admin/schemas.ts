import { z } from "zod";
import { LOCALES } from "@/i18n/config";

export const SetAdminLocaleSchema = z.object({ locale: z.enum(LOCALES) }).strict();
export type SetAdminLocaleInput = z.input<typeof SetAdminLocaleSchema>;
