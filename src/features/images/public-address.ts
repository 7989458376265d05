import { isValidImageUrl, resolveImageSource } from "@/lib/client/images";

/**
 * Which address a public page gives the browser for an image an admin set
 * (decision 050). Our own files (root-relative: the media route, the brand
 * folder) are always used as they are. An outside (http/https) address
 * depends on the image flags of System Settings › Images:
 *
 * | enableImageProxy | preferLocalImages | the browser is given |
 * |---|---|---|
 * | on  | on or off | our signed proxy address (/api/images/external?u=…&s=…) |
 * | off | on        | the placeholder, one of ours |
 * | off | off       | the outside address itself |
 *
 * The proxy address is served by our origin, so it counts as "local": with
 * preferLocalImages on, a visitor never connects to a third-party host.
 */

/** Shown instead of an outside image the site will not load, and by the proxy when a fetch fails. */
export const IMAGE_PLACEHOLDER = "/brand/image-placeholder.svg";

export interface PublicImagePolicy {
  preferLocalImages: boolean;
  /** The signed proxy address for an outside address; null when the proxy is off. */
  proxy: ((address: string) => string) | null;
}

/** A full http(s) address on another host, as opposed to one of our own root-relative paths. */
export function isOutsideAddress(url: string | null | undefined): url is string {
  return isValidImageUrl(url) && !url.trim().startsWith("/");
}

/**
 * The address the browser loads for `url` under `policy`: resolveImageSource's
 * order (local, then placeholder, then outside when preferring local images;
 * local, outside, placeholder otherwise), with the proxy address as the local
 * copy of an outside image. Anything that is not an outside address is returned unchanged.
 */
export function publicImageAddress<T extends string | null>(url: T, policy: PublicImagePolicy): T | string {
  if (!isOutsideAddress(url)) return url;
  const external = url.trim();
  const local = policy.proxy ? policy.proxy(external) : null;
  return resolveImageSource({ local, external, placeholder: IMAGE_PLACEHOLDER }, { preferLocalImages: policy.preferLocalImages }) ?? external;
}

/** The same for an image described with its sizes: an outside image has no srcset of ours, so only `src` changes. */
export function presentImage<T extends { src: string }>(image: T | null, policy: PublicImagePolicy): T | null {
  return image ? { ...image, src: publicImageAddress(image.src, policy) } : null;
}
