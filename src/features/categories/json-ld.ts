/**
 * CollectionPage + ItemList for a category or district page. Only profiles a
 * signed-out visitor may open are named (decision 003: JSON-LD follows the
 * same access rule as the page), so a members-only name or photo never
 * reaches a crawler, whoever is viewing the page.
 */
import type { ModelCard } from "@/features/models/list";
import { absoluteUrl } from "@/features/seo/metadata-core";

export interface CollectionInput {
  name: string;
  description: string;
  path: string;
  siteUrl: string;
  /** Cards as a visitor gets them (listModelCards(VISITOR, ...)). */
  visitorCards: readonly ModelCard[];
  /** Position of the first card (pages after the first continue the count). */
  firstPosition?: number;
}

export function collectionPageJsonLd({ name, description, path, siteUrl, visitorCards, firstPosition = 1 }: CollectionInput) {
  const url = absoluteUrl(siteUrl, path);
  const open = visitorCards.filter((card) => !card.locked && !card.membersOnly);
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": `${url}#page`,
    name,
    description,
    url,
    inLanguage: "en-GB",
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: open.length,
      itemListElement: open.map((card, index) => ({
        "@type": "ListItem",
        position: firstPosition + index,
        url: absoluteUrl(siteUrl, `/models/${card.id}`),
        name: card.name,
        ...(card.image ? { image: absoluteUrl(siteUrl, card.image) } : {}),
      })),
    },
  };
}
