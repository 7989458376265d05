import { connection } from "next/server";
import { getSitemapPart, parseSitemapPart } from "@/features/sitemap/sitemap";
import { getSiteSettings } from "@/features/site/queries";

/**
 * /sitemap/{n}.xml: part n of a sitemap past the protocol's 50,000 URLs,
 * named by the index /sitemap.xml serves then. Any other address here, or a
 * part that does not exist (also while the sitemap fits one file), is 404.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ part: string }> }): Promise<Response> {
  await connection();
  const part = parseSitemapPart((await ctx.params).part);
  const settings = await getSiteSettings();
  const xml = part === null ? null : await getSitemapPart(settings.siteUrl, part);
  if (xml === null) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" } });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      "X-Robots-Tag": "noindex",
    },
  });
}
