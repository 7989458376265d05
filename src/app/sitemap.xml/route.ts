import { connection } from "next/server";
import { getSitemap } from "@/features/sitemap/sitemap";
import { getSiteSettings } from "@/features/site/queries";

/**
 * A route handler rather than app/sitemap.ts: the same builder serves this
 * file and the admin's "Generate" (URL count and XML), and we control the
 * escaping. Built from the database per request, cached until a table it
 * reads changes (decision 029).
 */
export async function GET(): Promise<Response> {
  await connection();
  const settings = await getSiteSettings();
  const { xml } = await getSitemap(settings.siteUrl);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      // Never an index entry of its own.
      "X-Robots-Tag": "noindex",
    },
  });
}
