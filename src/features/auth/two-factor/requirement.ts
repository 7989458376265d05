import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { siteSettings } from "@/db/schema";
import { mustSetUpTwoFactor, type TwoFactorHolder } from "./rules";

/** Whether admins must use two-factor sign-in (System Settings › Security). Read fresh: a change applies on the next request. */
export async function isTwoFactorRequiredForAdmins(db?: Database | Transaction): Promise<boolean> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select({ required: siteSettings.requireAdminTwoFactor }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.required ?? false;
}

/**
 * An admin who must set up two-factor before using the back office. The
 * setting is read only for admins without it, so nobody else pays a query.
 */
export async function needsTwoFactorSetUp(viewer: TwoFactorHolder): Promise<boolean> {
  if (viewer.role !== "admin" || viewer.twoFactorEnabled) return false;
  return mustSetUpTwoFactor(viewer, await isTwoFactorRequiredForAdmins());
}
