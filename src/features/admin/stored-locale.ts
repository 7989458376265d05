import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { isLocale, type AppLocale } from "@/i18n/config";

/** The back-office language an admin saved (users.admin_locale), once per request. */
export const getStoredAdminLocale = cache(async (userId: string): Promise<AppLocale | null> => {
  const db = await getDb();
  const [row] = await db.select({ adminLocale: users.adminLocale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.adminLocale) ? row.adminLocale : null;
});
