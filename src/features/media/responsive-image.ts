import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { media } from "@/db/schema";
import { mediaUrl, parseMediaUrl } from "@/features/media/urls";

/** What a plain <img> needs to pick the right file on a phone and on a wide screen. */
export interface ResponsiveImage {
  src: string;
  /** Empty when the file has no smaller variants or is not in the media store. */
  srcSet: string;
  width: number;
  height: number;
}

/**
 * Width descriptors for the stored variants of media-route images (original ≤
 * 1600 px, w400, w800 when the source is wide enough), so phones are not sent
 * the 1600 px hero. External URLs pass through with the fallback size.
 * Used for brand images (banners, tiles) and model card photos, which are
 * always ones visitors may see; the media route still decides access per file.
 */
export async function describeImages(
  urls: readonly string[],
  fallback: { width: number; height: number },
): Promise<Map<string, ResponsiveImage>> {
  const ids = [...new Set(urls.map((url) => parseMediaUrl(url)?.mediaId).filter((id): id is string => Boolean(id)))];
  const rows = ids.length
    ? await (await getDb())
        .select({ id: media.id, width: media.width, height: media.height, variants: media.variants })
        .from(media)
        .where(inArray(media.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const described = new Map<string, ResponsiveImage>();
  for (const url of urls) {
    const row = byId.get(parseMediaUrl(url)?.mediaId ?? "");
    if (!row) {
      described.set(url, { src: url, srcSet: "", ...fallback });
      continue;
    }
    const candidates = [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${mediaUrl(row.id, variant.name)} ${variant.width}w`);
    described.set(url, {
      src: mediaUrl(row.id, "original"),
      srcSet: candidates.length > 1 ? candidates.join(", ") : "",
      width: row.width,
      height: row.height,
    });
  }
  return described;
}
