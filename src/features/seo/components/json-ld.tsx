import { serializeJsonLd } from "../metadata-core";

/** Structured data for search engines, escaped so it can never break out of its script tag. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
