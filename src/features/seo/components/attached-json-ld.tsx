import { getStructuredDataFor } from "../metadata";
import { JsonLd } from "./json-ld";

/**
 * The JSON-LD blocks an admin attached to `path` in the Structured Data
 * manager, each in its own escaped script tag. For a page that builds no
 * structured data of its own; pages that do (home, FAQ, profiles, landing
 * pages, journal, legal) add these rows to their own list instead. A failed
 * read leaves the blocks out rather than the page: they are extras for
 * search engines, not content.
 */
export async function AttachedJsonLd({ path }: { path: string }) {
  let blocks: Record<string, unknown>[];
  try {
    blocks = await getStructuredDataFor(path);
  } catch (error) {
    console.error(`[seo] structured data for ${path} could not be read:`, error instanceof Error ? error.message : error);
    return null;
  }
  return blocks.map((data, index) => <JsonLd key={index} data={data} />);
}
