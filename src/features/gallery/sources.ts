import { pickImageVariant, resolveImageSource, thumbnailSrcSet } from "@/lib/client/images";
import type { GalleryPhoto } from "./select";

/** What the browser told us (see useClientEnvironment). */
export interface ImageEnvironment {
  mobile: boolean;
  slow: boolean;
}

/**
 * A photo's URL is "local" when it is served by our own origin (the media
 * route, the image proxy, the placeholder) and "external" when it is a full
 * URL on another host. The server has already applied the image flags of
 * System Settings (src/features/images/public-address.ts, decision 050), so
 * an external URL here is one the site chose to give the browser. Invalid
 * values (empty, "null", garbage) resolve to null so no broken <img> is drawn.
 */
function resolvePhotoUrl(photo: { imageUrl: string }): string | null {
  const url = photo.imageUrl.trim();
  return resolveImageSource(url.startsWith("/") ? { local: url } : { external: url });
}

/**
 * The main image (shown at 3:4): the photo's 3:4 crop when the admin cut
 * one, else the original (centred by the browser), as a smaller rendition
 * on phones and slow connections when one exists.
 */
export function photoSource(photo: GalleryPhoto, env: ImageEnvironment): string | null {
  const shown = photo.portrait ?? photo;
  const url = resolvePhotoUrl(shown);
  return url ? pickImageVariant(url, { mobile: env.mobile, slow: env.slow, available: shown.variants }) : null;
}

/** The full-screen viewer shows the whole picture, never a crop. */
export function fullPhotoSource(photo: GalleryPhoto, env: ImageEnvironment): string | null {
  const url = resolvePhotoUrl(photo);
  return url ? pickImageVariant(url, { mobile: env.mobile, slow: env.slow, available: photo.variants }) : null;
}

/**
 * A thumbnail: `src` stays the photo's own URL, `srcSet` offers the 400 px
 * rendition so a 64 px square never downloads the full original. On a slow
 * connection the small rendition becomes the `src` itself.
 */
export function thumbnailSource(photo: GalleryPhoto, env: ImageEnvironment): { src: string; srcSet?: string } | null {
  // A square thumbnail: the 1:1 crop when there is one.
  const shown = photo.square ?? photo;
  const url = resolvePhotoUrl(shown);
  if (!url) return null;
  if (env.slow) return { src: pickImageVariant(url, { mobile: env.mobile, slow: true, available: shown.variants }) };
  return { src: url, srcSet: thumbnailSrcSet(url, shown.variants) };
}
