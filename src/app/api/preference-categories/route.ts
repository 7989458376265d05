import { connection } from "next/server";
import { listPreferenceTiles } from "@/features/preference-categories/queries";

/**
 * Active category tiles for the home page to refresh itself (refetched when the
 * tab becomes visible or the browser comes back online). Public data only:
 * names, paths and brand images anyone may see.
 */
export async function GET(): Promise<Response> {
  await connection();
  try {
    return Response.json({ tiles: await listPreferenceTiles() }, { headers: { "Cache-Control": "no-cache" } });
  } catch (error) {
    console.error("[preference-categories] read failed:", error);
    return Response.json({ error: "Failed to load categories" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
