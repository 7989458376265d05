import { z } from "zod";
import { authEndpointOf } from "@/features/auth/route-handler";
import {
  FORBIDDEN_CHARS_MESSAGE,
  hasForbiddenChars,
  NewPasswordSchema,
  RequestResetSchema,
  ResetTokenSchema,
  SignInSchema,
  SignUpSchema,
} from "@/features/auth/schemas";

/**
 * What reaches better-auth's HTTP API (/api/auth/*), checked before it does
 * (docs/decisions/014-request-edges.md):
 *
 * - Only the endpoints the site's clients use are open; every other one,
 *   better-auth's profile update (/update-user) among them, answers 404, and
 *   an open one asked with another method 405. The site's own forms go
 *   through server actions (src/features/auth/flows.ts), not this API.
 * - Control characters (NUL included) in the query string or anywhere in the
 *   body answer 400: PostgreSQL refuses NUL in text, which better-auth would
 *   report as a 500.
 * - The bodies of the open endpoints follow the same rules as the site's
 *   forms (src/features/auth/schemas.ts), so a sign-up over HTTP cannot pick a
 *   name the form would refuse.
 */

interface OpenEndpoint {
  method: "GET" | "POST";
  /** The form rules a body must meet (none when absent). */
  rules?: z.ZodType;
  /** The body as the form rules see it. */
  asForm?: (body: Record<string, unknown>) => unknown;
}

const OPEN_ENDPOINTS: Record<string, OpenEndpoint> = {
  "/sign-in/email": { method: "POST", rules: SignInSchema },
  // better-auth takes one password; the form's confirmation is the same value.
  "/sign-up/email": { method: "POST", rules: SignUpSchema, asForm: (body) => ({ ...body, confirmPassword: body.password }) },
  "/sign-out": { method: "POST" },
  "/get-session": { method: "GET" },
  "/request-password-reset": { method: "POST", rules: RequestResetSchema },
  "/reset-password": { method: "POST", rules: z.object({ newPassword: NewPasswordSchema, token: ResetTokenSchema }) },
};

/** Open endpoint names, for the tests and the decision record. */
export const OPEN_AUTH_ENDPOINTS = Object.keys(OPEN_ENDPOINTS);

function refuse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ code, message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** True when any string in the value (object keys included) has a control or text-direction character. */
function containsForbiddenChars(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasForbiddenChars(value);
  // Deeper than any body better-auth reads: refused as malformed rather than walked.
  if (depth > 10) return true;
  if (Array.isArray(value)) return value.some((item) => containsForbiddenChars(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => hasForbiddenChars(key) || containsForbiddenChars(item, depth + 1));
  }
  return false;
}

function queryHasForbiddenChars(requestUrl: string): boolean {
  const params = new URL(requestUrl).searchParams;
  return [...params.entries()].some(([key, value]) => hasForbiddenChars(key) || hasForbiddenChars(value));
}

type ReadBody = { ok: true; body: Record<string, unknown> | null } | { ok: false };

/** The body as an object (JSON or form), read from a clone; null when there is none. */
async function readBody(request: Request): Promise<ReadBody> {
  const text = await request.clone().text();
  if (text.length === 0) return { ok: true, body: null };
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/x-www-form-urlencoded")) return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) };
    const body: unknown = JSON.parse(text);
    return body && typeof body === "object" && !Array.isArray(body) ? { ok: true, body: body as Record<string, unknown> } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** The first form message of a body that breaks the endpoint's rules, or null. */
function ruleBroken(endpoint: OpenEndpoint, body: Record<string, unknown>): string | null {
  if (!endpoint.rules) return null;
  const parsed = endpoint.rules.safeParse(endpoint.asForm ? endpoint.asForm(body) : body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the fields and try again.");
}

/**
 * Null when the request may go on to better-auth, else the answer to send.
 * Bodies are read from a clone, so the request itself is untouched.
 */
export async function refusalFor(request: Request): Promise<Response | null> {
  const endpoint = OPEN_ENDPOINTS[authEndpointOf(request.url)];
  if (!endpoint) return refuse(404, "NOT_FOUND", "Not found.");
  if (request.method !== endpoint.method && !(endpoint.method === "GET" && request.method === "HEAD")) {
    return refuse(405, "METHOD_NOT_ALLOWED", "Method not allowed.", { Allow: endpoint.method === "GET" ? "GET, HEAD" : endpoint.method });
  }
  if (queryHasForbiddenChars(request.url)) return refuse(400, "INVALID_INPUT", FORBIDDEN_CHARS_MESSAGE);
  if (request.method === "GET" || request.method === "HEAD") return null;
  const read = await readBody(request);
  if (!read.ok) return refuse(400, "INVALID_BODY", "The request body must be a JSON object.");
  if (!read.body) return null;
  if (containsForbiddenChars(read.body)) return refuse(400, "INVALID_INPUT", FORBIDDEN_CHARS_MESSAGE);
  const broken = ruleBroken(endpoint, read.body);
  return broken ? refuse(400, "INVALID_INPUT", broken) : null;
}

/** Wraps a route handler with the checks above. */
export function guarded(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => (await refusalFor(request)) ?? handler(request);
}
