import { toNextJsHandler } from "better-auth/next-js";
import { getAuth, type Auth } from "./auth";
import { AUTH_ERROR_CODES, rateLimitMessage } from "./messages";
import { checkSignInRateLimit, getClientIp, normaliseEmail, recordFailedSignIn, type AuthAttemptAction } from "./rate-limit";

const BASE_PATH = "/api/auth";

/** POST endpoints that take a password, an email to write to, or a reset token. */
const LIMITED: Record<string, AuthAttemptAction> = {
  "/sign-in/email": "sign-in",
  "/sign-up/email": "sign-up",
  "/request-password-reset": "request-reset",
  "/reset-password": "reset-password",
  "/change-password": "password-check",
  "/verify-password": "password-check",
};

/**
 * The endpoint a request is for, normalised the loose way (case, repeated and
 * trailing slashes, percent-encoding) so no spelling slips past the limiter.
 */
export function authEndpointOf(requestUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(requestUrl).pathname;
  } catch {
    return "/";
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: keep it as it came.
  }
  pathname = pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "").toLowerCase();
  if (pathname.startsWith(`${BASE_PATH}/`)) pathname = pathname.slice(BASE_PATH.length);
  return pathname || "/";
}

/** The email in a sign-in/sign-up/reset body (JSON or form), read from a clone. */
async function emailFromBody(request: Request): Promise<string | null> {
  try {
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("application/json")) {
      const body: unknown = await request.clone().json();
      const email = (body as { email?: unknown } | null)?.email;
      return typeof email === "string" ? normaliseEmail(email).slice(0, 320) : null;
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const email = (await request.clone().formData()).get("email");
      return typeof email === "string" ? normaliseEmail(email).slice(0, 320) : null;
    }
  } catch {
    // An unreadable body: better-auth answers it with a 400.
  }
  return null;
}

function tooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    { code: AUTH_ERROR_CODES.RATE_LIMITED, message: rateLimitMessage(retryAfterSeconds) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}

/**
 * better-auth's Next handlers with our PostgreSQL rate limit in front of every
 * endpoint that checks a password or sends mail.
 */
export function createAuthRouteHandlers(auth: () => Promise<Auth> = getAuth) {
  const forward = async (request: Request) => toNextJsHandler(await auth()).POST(request);

  async function POST(request: Request): Promise<Response> {
    const action = LIMITED[authEndpointOf(request.url)];
    if (!action) return forward(request);
    const email = action === "sign-in" || action === "sign-up" || action === "request-reset" ? await emailFromBody(request) : null;
    const limit = await checkSignInRateLimit({ ip: getClientIp(request.headers), email, action });
    if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
    const response = await forward(request);
    if (action === "sign-in" && email && response.status === 401) await recordFailedSignIn(email);
    return response;
  }

  return { GET: forward, POST, PATCH: forward, PUT: forward, DELETE: forward };
}
