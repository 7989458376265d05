import "server-only";
import { and, count, eq, notLike } from "drizzle-orm";
import { getDb } from "@/db";
import { faqs, siteBanners } from "@/db/schema";
import { readContentBlocks } from "../queries";
import { HERO_SECTION } from "../sections";

type Banner = typeof siteBanners.$inferSelect;
export type BannerCounts = Record<Banner["section"], Record<Banner["deviceType"], number>>;

export interface HomeLayoutStatus {
  /** Active public banners per section and device type: what visitors can be shown. */
  banners: BannerCounts;
  heroText: boolean;
  activeFaqs: number;
  /** Active copy blocks per home page part. */
  blocks: { about: number; services: number; booking: number };
}

const emptyDevices = () => ({ all: 0, desktop: 0, mobile: 0 });

/** What the home page is made of right now, for the Layout tab (read fresh, admins only). */
export async function getHomeLayoutStatus(): Promise<HomeLayoutStatus> {
  const db = await getDb();
  const [bannerRows, sections, [{ activeFaqs }]] = await Promise.all([
    db
      .select({ section: siteBanners.section, deviceType: siteBanners.deviceType, n: count() })
      .from(siteBanners)
      .where(and(eq(siteBanners.isActive, true), eq(siteBanners.visibility, "public")))
      .groupBy(siteBanners.section, siteBanners.deviceType),
    readContentBlocks({ activeOnly: true }),
    db.select({ activeFaqs: count() }).from(faqs).where(and(eq(faqs.isActive, true), notLike(faqs.id, "geo-%"))),
  ]);

  const banners: BannerCounts = { hero: emptyDevices(), about: emptyDevices(), services: emptyDevices(), features: emptyDevices() };
  for (const row of bannerRows) banners[row.section][row.deviceType] = row.n;

  const keys = sections.map((row) => row.section);
  const countWhere = (test: (key: string) => boolean) => keys.filter(test).length;
  return {
    banners,
    heroText: keys.includes(HERO_SECTION),
    activeFaqs,
    blocks: {
      about: countWhere((key) => key.startsWith("about_")),
      services: countWhere((key) => key.startsWith("services_")),
      booking: countWhere((key) => key === "how_booking_works" || key.startsWith("booking_")),
    },
  };
}
