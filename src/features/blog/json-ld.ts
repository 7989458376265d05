/** schema.org Article for a journal post. Pure. */
import { absoluteUrl } from "@/features/seo/metadata-core";

export interface ArticleInput {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  author: string;
  category: string;
  keywords: readonly string[];
  image: string;
  publishedAt: Date;
  updatedAt: Date;
  brandName: string;
  logo: string;
}

export function articleJsonLd(input: ArticleInput) {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    headline: input.title.slice(0, 110),
    description: input.description,
    image: [absoluteUrl(input.siteUrl, input.image)],
    datePublished: input.publishedAt.toISOString(),
    dateModified: (input.updatedAt > input.publishedAt ? input.updatedAt : input.publishedAt).toISOString(),
    author: input.author ? { "@type": "Person", name: input.author } : { "@type": "Organization", name: input.brandName },
    publisher: {
      "@type": "Organization",
      name: input.brandName,
      logo: { "@type": "ImageObject", url: absoluteUrl(input.siteUrl, input.logo) },
    },
    ...(input.category ? { articleSection: input.category } : {}),
    ...(input.keywords.length ? { keywords: input.keywords.join(", ") } : {}),
    inLanguage: "en-GB",
  };
}
