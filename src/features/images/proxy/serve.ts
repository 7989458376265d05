import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { fetchPublicImage, type FetchImageResult } from "@/features/images/import/fetch-public-image";
import type { ImportRefusal } from "@/features/images/import/refusal";
import { getFeatureFlags } from "@/features/settings/queries";
import { IMAGE_PLACEHOLDER } from "../public-address";
import { ByteBoundedCache } from "./byte-cache";
import { isSignedAddress } from "./signature";

/**
 * The image proxy (decision 050): an outside image a public page shows,
 * fetched by the server under the import's rules (decision 046: address
 * policy checked at connection time, redirects re-checked, 10 MB cap, type by
 * magic bytes, timeouts, no cookie or credentials) and sent from our origin.
 * It answers only for an address the server signed, and only while
 * System Settings › Images has the proxy on.
 */

/** Outside images kept in memory, per process: enough for a home page's banners many times over. */
export const PROXY_CACHE_BYTES = 32 * 1024 * 1024;
const PROXY_CACHE_TTL_MS = 60 * 60 * 1000;

interface ProxiedImage {
  data: Buffer;
  mime: string;
  byteLength: number;
}

const cache = new ByteBoundedCache<ProxiedImage>(PROXY_CACHE_BYTES, PROXY_CACHE_TTL_MS);
/** One fetch per address at a time: a page with the same image twice, or many visitors at once, wait for the same one. */
const inFlight = new Map<string, Promise<FetchImageResult>>();

/** Refusals about the address itself: nothing to fetch there (404). Anything else is the outside host failing (502). */
const NOT_FOUND_REFUSALS: ReadonlySet<ImportRefusal> = new Set(["not_http", "credentials", "private_address", "dns_failed", "not_image", "too_large"]);

const IMAGE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // The bytes are somebody else's: never a document, whatever they claim.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

export interface ProxyDependencies {
  fetchImage: (address: string) => Promise<FetchImageResult>;
  proxyEnabled: () => Promise<boolean>;
}

const PRODUCTION: ProxyDependencies = {
  fetchImage: (address) => fetchPublicImage(address),
  proxyEnabled: async () => (await getFeatureFlags()).enableImageProxy,
};

let placeholder: Promise<Buffer> | null = null;

/** The placeholder the public pages show, as the body of a failed answer, so the <img> shows it too. */
function placeholderBody(): Promise<Buffer> {
  placeholder ??= fs.readFile(path.join(process.cwd(), "public", IMAGE_PLACEHOLDER)).catch(() => Buffer.from(""));
  return placeholder;
}

async function failed(status: 404 | 502): Promise<Response> {
  const body = await placeholderBody();
  return new Response(new Uint8Array(body), {
    status,
    // A short while: the outside host may come back, or the admin may fix the address.
    headers: { ...IMAGE_HEADERS, "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=60" },
  });
}

function image({ data, mime }: ProxiedImage): Response {
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: { ...IMAGE_HEADERS, "Content-Type": mime, "Content-Length": String(data.length), "Cache-Control": "public, max-age=86400" },
  });
}

function fetchOnce(address: string, fetchImage: ProxyDependencies["fetchImage"]): Promise<FetchImageResult> {
  const pending = inFlight.get(address);
  if (pending) return pending;
  const started = fetchImage(address).finally(() => inFlight.delete(address));
  inFlight.set(address, started);
  return started;
}

/** GET /api/images/external?u=<address>&s=<signature>. */
export async function serveExternalImage(requestUrl: URL, dependencies: ProxyDependencies = PRODUCTION): Promise<Response> {
  const address = requestUrl.searchParams.get("u") ?? "";
  const signature = requestUrl.searchParams.get("s") ?? "";
  // Checked before anything is fetched: an address the server did not sign is never requested.
  if (!address || !isSignedAddress(address, signature)) return failed(404);
  if (!(await dependencies.proxyEnabled())) return failed(404);

  const kept = cache.get(address);
  if (kept) return image(kept);
  const fetched = await fetchOnce(address, dependencies.fetchImage);
  if (!fetched.ok) return failed(NOT_FOUND_REFUSALS.has(fetched.code) ? 404 : 502);
  const proxied = { data: fetched.data, mime: fetched.mime, byteLength: fetched.data.length };
  cache.set(address, proxied);
  return image(proxied);
}
