import type { DistrictLinkView } from "./components/district-links";
import type { DistrictOption } from "./queries";

/** Only what a district's link on the home page shows: the first two postcodes, already joined. */
export function toDistrictLinkView(district: DistrictOption): DistrictLinkView {
  return { slug: district.slug, name: district.name, postcodes: district.postcodes.slice(0, 2).join(" · ") };
}
