import { connection } from "next/server";
import { getRobotsTxt } from "@/features/seo/robots";
import { getSiteSettings } from "@/features/site/queries";

/**
 * A route handler rather than app/robots.ts: the admin edits robots.txt as
 * free text, which the metadata route's object form cannot
 * reproduce line for line. Read per request (cached until seo_settings changes).
 */
export async function GET(): Promise<Response> {
  await connection();
  const settings = await getSiteSettings();
  return new Response(await getRobotsTxt(settings.siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
