import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { siteSettings, users } from "@/db/schema";
import { readAllRetentionDays, readRetentionDays } from "@/features/retention/purge";
import type { RetentionName } from "@/features/retention/registry";

/** How many days one retention period keeps its rows (read fresh: the admin must see what is stored). */
export async function getRetentionDays(name: RetentionName): Promise<number> {
  return readRetentionDays(await getDb(), name);
}

/** Every retention period's days, for the System Settings screen (read fresh). */
export async function getAllRetentionDays(): Promise<Record<RetentionName, number>> {
  return readAllRetentionDays(await getDb());
}

export interface TwoFactorOverview {
  requiredForAdmins: boolean;
  admins: number;
  adminsWithTwoFactor: number;
  /** The viewing admin's own account has it on (turning the requirement on needs that first). */
  selfEnabled: boolean;
}

/** The requirement and how many admins already use two-factor (read fresh). */
export async function getTwoFactorOverview(viewerId: string | null): Promise<TwoFactorOverview> {
  const db = await getDb();
  const [settings] = await db.select({ required: siteSettings.requireAdminTwoFactor }).from(siteSettings).where(eq(siteSettings.id, 1));
  const admins = await db.select({ id: users.id, enabled: users.twoFactorEnabled }).from(users).where(eq(users.role, "admin"));
  const [self] = viewerId ? await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewerId)) : [];
  return {
    requiredForAdmins: settings?.required ?? false,
    admins: admins.length,
    adminsWithTwoFactor: admins.filter((admin) => admin.enabled).length,
    selfEnabled: self?.enabled ?? false,
  };
}
