/**
 * Image URL rules: which URL is valid, the resolution priority (local,
 * external, placeholder) and the lighter renditions for phones.
 */

/** Non-empty and either a root-relative path or a full (http or https) URL. */
export function isValidImageUrl(value: string | null | undefined): value is string {
  if (typeof value !== "string") return false;
  const url = value.trim();
  if (!url) return false;
  // "//host/x" is protocol-relative: another site dressed as a path.
  if (url.startsWith("/")) return !url.startsWith("//");
  try {
    // A full URL, and one a browser fetches as an image: no javascript:, data: or file: sources.
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

export interface ImageSources {
  local?: string | null;
  external?: string | null;
  placeholder?: string | null;
}

/**
 * The first valid source in priority order: local, then external, then
 * the placeholder. Returns null when none is valid: render no <img>
 * rather than a broken one.
 *
 * `preferLocalImages` (the site-wide flag of System Settings › Images, applied
 * on the server: src/features/images/public-address.ts) changes the order to local, then placeholder, then external: our own files
 * (served by the access-checked media route) and the placeholder come before
 * any third-party host, so a visitor who prefers local images never loads an
 * image from elsewhere while one of ours exists.
 */
export function resolveImageSource(sources: ImageSources, options: { preferLocalImages?: boolean } = {}): string | null {
  const order = options.preferLocalImages
    ? [sources.local, sources.placeholder, sources.external]
    : [sources.local, sources.external, sources.placeholder];
  for (const candidate of order) {
    if (isValidImageUrl(candidate)) return candidate.trim();
  }
  return null;
}

/** A width variant the media route can serve for a photo. */
export interface ImageVariant {
  name: string;
  width: number;
}

const MEDIA_ORIGINAL_RE = /^\/api\/media\/([0-9a-f-]{36})\/original$/i;

/**
 * Which rendition of a stored photo to load. On mobile images are
 * served 800 wide (our `w800`, WebP); on a slow connection we go further down
 * to `w400`. A variant is only chosen when `available` says it exists: the
 * media pipeline never upscales, so `w800` exists only for sources ≥ 800 px
 * wide (demo portraits are 600 px) and `w400` only for ≥ 400 px. When it is
 * missing the original is already narrower than that width, so serving the
 * original meets the same budget; when we do not know (`available` omitted,
 * e.g. a model's main image), the original is the only URL sure to exist.
 * URLs that are not our media route (external images) are returned unchanged.
 */
export function pickImageVariant(
  url: string,
  { mobile, slow, available }: { mobile: boolean; slow: boolean; available?: readonly ImageVariant[] },
): string {
  const match = MEDIA_ORIGINAL_RE.exec(url);
  if (!match) return url;
  const wanted = slow ? "w400" : mobile ? "w800" : null;
  if (!wanted || !available?.some((v) => v.name === wanted)) return url;
  return `/api/media/${match[1]}/${wanted}`;
}

/**
 * A `srcset` for small renderings (thumbnails): every stored width (w160,
 * w400, …) and the original, so a 64 px square fetches the 160 px file while
 * `src` stays the original URL. Undefined when no smaller variant is known.
 */
export function thumbnailSrcSet(url: string, available: readonly ImageVariant[] | undefined): string | undefined {
  const match = MEDIA_ORIGINAL_RE.exec(url);
  if (!match || !available) return undefined;
  const original = available.find((v) => v.name === "original");
  const smaller = available
    .filter((v) => /^w\d+$/.test(v.name) && (!original || v.width < original.width))
    .sort((a, b) => a.width - b.width);
  if (!original || smaller.length === 0) return undefined;
  return [...smaller.map((v) => `/api/media/${match[1]}/${v.name} ${v.width}w`), `${url} ${original.width}w`].join(", ");
}
