import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db";
import { siteBanners } from "@/db/schema";
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
  id: siteBanners.id,
  section: siteBanners.section,
  imageUrl: siteBanners.imageUrl,
  caption: siteBanners.caption,
  altText: siteBanners.altText,
  orderIndex: siteBanners.orderIndex,
  visibility: siteBanners.visibility,
  deviceType: siteBanners.deviceType,
  isActive: siteBanners.isActive,
  updatedAt: siteBanners.updatedAt,
};

/** All banners, by section then order (the table is small; the screen groups them per section tab). */
export async function listAdminBanners(): Promise<AdminBanner[]> {
  const db = await getDb();
  return db
    .select(adminBannerColumns)
    .from(siteBanners)
    .orderBy(asc(siteBanners.section), asc(siteBanners.orderIndex), asc(siteBanners.createdAt));
}
