import type { DEVICES, SECTIONS } from "./constants";

export type BannerSectionName = (typeof SECTIONS)[number];
export type BannerDeviceType = (typeof DEVICES)[number];

/** The fields the exclusivity rule looks at. */
export interface ExclusivityBanner {
  id: string;
  section: BannerSectionName;
  deviceType: BannerDeviceType;
  isActive: boolean;
}

/**
 * Activating a banner deactivates every other active banner of
 * the same section AND device type. Returns the ids to switch off (none when
 * the banner itself is inactive). Device types are compared literally: an
 * "all devices" banner and a "mobile" one may both be active, because the
 * public page shows "all" banners next to the device-specific ones.
 */
export function bannersToDeactivate(banner: ExclusivityBanner, others: readonly ExclusivityBanner[]): string[] {
  if (!banner.isActive) return [];
  return others
    .filter(
      (other) =>
        other.id !== banner.id &&
        other.isActive &&
        other.section === banner.section &&
        other.deviceType === banner.deviceType,
    )
    .map((other) => other.id);
}

/** A new banner's order is the highest order in its section plus 1 (1 for the first). */
export function nextBannerOrder(orders: readonly number[]): number {
  return orders.length === 0 ? 1 : Math.max(...orders) + 1;
}
