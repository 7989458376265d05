import type { ModelAvailability } from "@/db/schema";
import { publicImageAddress, type PublicImagePolicy } from "@/features/images/public-address";
import { availabilityLabel, AVAILABILITY_UNSET_CARD_LABEL } from "./availability";
import type { ModelCard } from "./list";
import { priceFromLabel } from "./pricing";

/**
 * What a model card draws, and nothing else. The card grid is a client
 * component, so whatever it is given travels in every page's router payload:
 * the words are settled here on the server, the row's other columns
 * (slugs, access flags) stay behind (docs/decisions/041-renderer-cost.md).
 */
export interface ModelCardView {
  id: string;
  name: string;
  /** "Knightsbridge · 24"; the age is left out of a locked card. */
  meta: string;
  /** The photo's alternative text. */
  alt: string;
  image: string | null;
  imageSrcSet: string;
  locked: boolean;
  /** The price and availability line of an open card; null on a locked one. */
  open: { price: string; availability: ModelAvailability | null; availabilityText: string } | null;
}

/** `policy`: how an outside card photo is shown (the image flags, decision 050); without it, as stored. */
export function toModelCardView(card: ModelCard, policy?: PublicImagePolicy): ModelCardView {
  const meta = [card.locationName, card.locked || card.age === null ? null : `${card.age}`].filter(Boolean).join(" · ");
  return {
    id: card.id,
    name: card.name,
    meta,
    alt: card.locked ? `${card.name}, members-only profile` : `${card.name}${card.locationName ? ` in ${card.locationName}` : ""}`,
    image: policy ? publicImageAddress(card.image, policy) : card.image,
    imageSrcSet: card.imageSrcSet,
    locked: card.locked,
    open: card.locked
      ? null
      : {
          price: priceFromLabel(card.priceFrom),
          availability: card.availability,
          availabilityText: availabilityLabel(card.availability) ?? AVAILABILITY_UNSET_CARD_LABEL,
        },
  };
}
