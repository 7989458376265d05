import { createAuthRouteHandlers } from "@/features/auth/route-handler";

/** better-auth's HTTP API, behind the PostgreSQL sign-in rate limit. */
export const { GET, POST, PATCH, PUT, DELETE } = createAuthRouteHandlers();
