import { connection } from "next/server";
import { listPublicFaqs } from "@/features/faqs/queries";

/** The general FAQs (active, ordered, no district ones) for pages that reload them live. */
export async function GET(): Promise<Response> {
  await connection();
  try {
    return Response.json({ faqs: await listPublicFaqs() }, { headers: { "Cache-Control": "no-cache" } });
  } catch (error) {
    console.error("[faqs] read failed:", error);
    return Response.json({ error: "Failed to load FAQs" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
