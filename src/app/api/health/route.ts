import { connection } from "next/server";
import { healthResponse } from "@/db/health";

/** Liveness and readiness: up or down (src/db/health.ts). */
export async function GET(request: Request): Promise<Response> {
  await connection();
  return healthResponse(request.headers);
}
