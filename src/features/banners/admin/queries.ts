import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db";
import { siteBanners } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import type { BannerDeviceType, BannerSectionName } from "./exclusivity";

/** A banner as the admin screen edits it: every row, whatever its state. */
export interface AdminBanner {
  id: string;
  section: BannerSectionName;
  imageUrl: string;
  caption: string;
  altText: string;
  orderIndex: number;
  visibility: "public" | "admin_only";
  deviceType: BannerDeviceType;
  isActive: boolean;
  /** The last save: the version an edit sends back (src/features/admin/version.ts). */
  updatedAt: Date;
}

export const adminBannerColumns = {
  ...columnsOf(siteBanners, ["id", "section", "imageUrl", "caption", "altText", "orderIndex", "visibility", "deviceType", "isActive", "updatedAt"]),
};

/** All banners, by section then order (the table is small; the screen groups them per section tab). */
export async function listAdminBanners(): Promise<AdminBanner[]> {
  const db = await getDb();
  return db
    .select(adminBannerColumns)
    .from(siteBanners)
    .orderBy(asc(siteBanners.section), asc(siteBanners.orderIndex), asc(siteBanners.createdAt));
}
