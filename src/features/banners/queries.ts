import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { siteBanners, type BANNER_SECTIONS } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import type { DeviceType } from "@/lib/device-type";
import { presentImage } from "@/features/images/public-address";
import { getPublicImagePolicy } from "@/features/images/public-policy";
import { describeImages, type ResponsiveImage } from "@/features/media/responsive-image";
import { isUsableImageUrl } from "@/lib/content-rules";
import { cached } from "@/lib/cache";

export type BannerSection = (typeof BANNER_SECTIONS)[number];

export interface Banner {
  id: string;
  section: BannerSection;
  image: ResponsiveImage | null;
  caption: string;
  altText: string;
}

export type BannerResult = { ok: true; banners: Banner[] } | { ok: false; message: string };

/** A banner load failure keeps its message, or this one. */
export const BANNER_LOAD_FAILED = "Failed to fetch banners";

/**
 * Active public banners of a section for one device type, in order: rows for
 * "all" devices plus rows for this one. admin_only banners never
 * reach the public site. Cached by section and device; any write to
 * site_banners clears it.
 */
const loadBanners = cached(
  "banners:public",
  async (section: BannerSection, device: DeviceType): Promise<Banner[]> => {
    const db = await getDb();
    const rows = await db
      .select({
        ...columnsOf(siteBanners, ["id", "section", "imageUrl", "caption", "altText"]),
      })
      .from(siteBanners)
      .where(
        and(
          eq(siteBanners.section, section),
          eq(siteBanners.isActive, true),
          eq(siteBanners.visibility, "public"),
          inArray(siteBanners.deviceType, ["all", device]),
        ),
      )
      .orderBy(asc(siteBanners.orderIndex), asc(siteBanners.createdAt));
    const images = await describeImages(
      rows.map((row) => row.imageUrl).filter(isUsableImageUrl),
      { width: 1600, height: 900 },
    );
    return rows.map(({ imageUrl, ...row }) => ({ ...row, image: images.get(imageUrl) ?? null }));
  },
  { tags: ["site_banners", "media"], ttlSeconds: 300 },
);

/**
 * Never throws: the home page shows the failure inline instead of a 500.
 * Driver errors can name tables and columns, so their text stays in the
 * server log and visitors get 'Failed to fetch banners'.
 */
export async function getBanners(section: BannerSection, device: DeviceType): Promise<BannerResult> {
  try {
    const [banners, policy] = await Promise.all([loadBanners(section, device), getPublicImagePolicy()]);
    // Outside images follow the image flags after the cache, so a flag change needs no banner cache cleared.
    return { ok: true, banners: banners.map((banner) => ({ ...banner, image: presentImage(banner.image, policy) })) };
  } catch (error) {
    console.error(`[banners] loading ${section} banners failed:`, error);
    return { ok: false, message: BANNER_LOAD_FAILED };
  }
}
