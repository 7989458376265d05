import type { PublicFaq } from "./types";

/** schema.org FAQPage for the questions shown on a page (rendered with <JsonLd/>, which escapes it). */
export function faqPageJsonLd(items: readonly PublicFaq[]): Record<string, unknown> | null {
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
