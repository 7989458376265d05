import "server-only";
import { isUsableImageUrl } from "@/lib/content-rules";
import { describeImages } from "@/features/media/responsive-image";
import { listPreferenceCategoriesForAdmin } from "./queries";
import type { PreferenceCategoryItem } from "./types";

/** The tiles with small thumbnails (the w400 variant where there is one, not the 1600 px original). */
export async function loadPreferenceCategoryItems(): Promise<PreferenceCategoryItem[]> {
  const rows = await listPreferenceCategoriesForAdmin();
  const images = await describeImages(rows.map((row) => row.imageUrl).filter(isUsableImageUrl), { width: 600, height: 800 });
  return rows.map((row) => {
    const image = images.get(row.imageUrl);
    return { ...row, thumb: image ? { src: image.src, srcSet: image.srcSet } : null };
  });
}
