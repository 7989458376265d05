import "server-only";
import { cache } from "react";
import { ensureAuthSecret } from "@/features/auth/secret";
import { getFeatureFlags } from "@/features/settings/queries";
import { proxyAddressFor } from "./proxy/signature";
import type { PublicImagePolicy } from "./public-address";

/**
 * How public pages show outside images, from the saved image flags (read
 * from the data cache, cleared by any write to site_settings: no query per
 * request). Applied after each cached read, so a flag change shows on the
 * next render without clearing the banners', posts' or models' caches.
 */
export const getPublicImagePolicy = cache(async (): Promise<PublicImagePolicy> => {
  const flags = await getFeatureFlags();
  if (!flags.enableImageProxy) return { preferLocalImages: flags.preferLocalImages, proxy: null };
  // Read once per request, not once per image.
  const secret = ensureAuthSecret();
  return { preferLocalImages: flags.preferLocalImages, proxy: (address) => proxyAddressFor(address, secret) };
});
