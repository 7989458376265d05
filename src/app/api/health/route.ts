import { connection } from "next/server";
import { healthResponse } from "@/lib/health";

/** Liveness and readiness: up or down (src/lib/health.ts). */
export async function GET(): Promise<Response> {
  await connection();
  return healthResponse();
}
