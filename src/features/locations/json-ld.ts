/** LocalBusiness (serving a district, a Place) for a district page. Pure. */
import { absoluteUrl } from "@/features/seo/metadata-core";
import type { GeoPoint } from "./geo";

export interface DistrictBusinessInput extends GeoPoint {
  name: string;
  description: string;
  postcodes: readonly string[];
  landmarks: readonly string[];
  path: string;
  siteUrl: string;
  brandName: string;
  contactEmail?: string;
  contactPhone?: string;
  image: string;
}

export function districtBusinessJsonLd(input: DistrictBusinessInput) {
  const url = absoluteUrl(input.siteUrl, input.path);
  const geo = { "@type": "GeoCoordinates", latitude: input.lat, longitude: input.lng };
  const address = {
    "@type": "PostalAddress",
    addressLocality: "London",
    addressRegion: input.name,
    ...(input.postcodes.length ? { postalCode: input.postcodes.join(", ") } : {}),
    addressCountry: "GB",
  };
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${url}#business`,
    name: `${input.brandName} – ${input.name}`,
    description: input.description,
    url,
    image: absoluteUrl(input.siteUrl, input.image),
    ...(input.contactEmail ? { email: input.contactEmail } : {}),
    ...(input.contactPhone ? { telephone: input.contactPhone } : {}),
    address,
    geo,
    areaServed: {
      "@type": "Place",
      name: `${input.name}, London`,
      geo,
      address,
      ...(input.landmarks.length
        ? { containsPlace: input.landmarks.map((landmark) => ({ "@type": "Place", name: landmark })) }
        : {}),
    },
  };
}
