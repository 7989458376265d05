import { createAuthRouteHandlers } from "@/features/auth/route-handler";
import { guarded } from "./request-guard";

/**
 * better-auth's HTTP API, behind the PostgreSQL sign-in rate limit, open only
 * for the endpoints clients use and with their input checked first
 * (./request-guard.ts).
 */
const handlers = createAuthRouteHandlers();

export const GET = guarded(handlers.GET);
export const POST = guarded(handlers.POST);
export const PATCH = guarded(handlers.PATCH);
export const PUT = guarded(handlers.PUT);
export const DELETE = guarded(handlers.DELETE);
