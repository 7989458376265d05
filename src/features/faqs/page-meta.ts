import type { PageMetaInput } from "@/features/seo/metadata-core";

/** /faq's head and hero, shared by the page and the page inventory (src/features/seo/admin/pages). */
export const FAQ_PAGE = {
  path: "/faq",
  title: "Frequently asked questions",
  description: "Clear answers about membership, bookings, payment, discretion and privacy, from our concierge team.",
  keywords: ["FAQ", "membership", "booking a companion", "discretion", "London"],
} as const;

export function faqPageMetaInput(): PageMetaInput {
  return { ...FAQ_PAGE };
}
