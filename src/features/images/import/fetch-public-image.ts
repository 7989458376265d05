import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { detectAllowedImageMime, type AllowedImageMime } from "@/features/images/process";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";
import { isPublicUnicast, type AddressPolicy } from "./address-policy";
import { checkedLookup, resolveAll, type Resolver } from "./checked-lookup";
import { fileNameOf, importTarget } from "./import-address";
import { ImportRefused, type ImportRefusal } from "./refusal";

/**
 * Fetches an image from an address on the public internet, for the import
 * of an outside image into the media store (decision 046). The address is
 * the admin's, so everything about it is distrusted: the scheme, the host
 * and every address it resolves to (checked when the socket connects),
 * each redirect (followed by hand and checked again), the body's size
 * (capped while reading) and its type (magic bytes, not the header).
 */

export interface ImportLimits {
  /** The whole import, every hop and the body included (the 30 s). */
  totalMs: number;
  /** Each hop's wait for the connection and the response headers (the security rule's 10 s). */
  firstByteMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const IMPORT_LIMITS: ImportLimits = { totalMs: 30_000, firstByteMs: 10_000, maxBytes: MAX_UPLOAD_BYTES, maxRedirects: 3 };

/** Sent on every request, and nothing else that identifies anyone: no cookie, no authorisation. */
export const IMPORT_USER_AGENT = "VelvetImageImport/1.0";

/** What tests replace; production always uses the defaults. */
export interface ImportDependencies {
  resolve: Resolver;
  isAllowed: AddressPolicy;
  limits: Partial<ImportLimits>;
}

export interface FetchedImage {
  ok: true;
  data: Buffer;
  mime: AllowedImageMime;
  /** The address asked for (before redirects): what the admin pasted, for the audit row. */
  address: string;
  /** The last path segment of the address the image came from. */
  fileName: string | null;
}

export type FetchImageResult = FetchedImage | { ok: false; code: ImportRefusal; status?: number };

interface ImportContext {
  resolve: Resolver;
  isAllowed: AddressPolicy;
  limits: ImportLimits;
  signal: AbortSignal;
}

export async function fetchPublicImage(address: string, dependencies: Partial<ImportDependencies> = {}): Promise<FetchImageResult> {
  const limits = { ...IMPORT_LIMITS, ...dependencies.limits };
  const signal = AbortSignal.timeout(limits.totalMs);
  const context: ImportContext = { resolve: dependencies.resolve ?? resolveAll, isAllowed: dependencies.isAllowed ?? isPublicUnicast, limits, signal };
  try {
    const { url, data } = await fetchFollowingRedirects(address, context);
    const mime = await detectAllowedImageMime(data);
    if (!mime) return { ok: false, code: "not_image" };
    return { ok: true, data, mime, address: address.trim(), fileName: fileNameOf(url) };
  } catch (error) {
    const refusal = asRefusal(error, signal);
    return { ok: false, code: refusal.code, ...(refusal.status ? { status: refusal.status } : {}) };
  }
}

function asRefusal(error: unknown, signal: AbortSignal): ImportRefused {
  if (signal.aborted) return new ImportRefused("timeout");
  if (error instanceof ImportRefused) return error;
  return new ImportRefused("connection_failed");
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Each hop's target is checked like the first; the fourth redirect is refused. */
async function fetchFollowingRedirects(address: string, context: ImportContext): Promise<{ url: URL; data: Buffer }> {
  let url = importTarget(address, context.isAllowed);
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, context);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects === context.limits.maxRedirects) throw new ImportRefused("too_many_redirects");
      url = importTarget(new URL(location, url).href, context.isAllowed);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new ImportRefused("http_error", status);
    }
    return { url, data: await readCapped(response, context.limits.maxBytes) };
  }
}

/**
 * One GET without an agent (no pooled socket, nothing kept between
 * imports). The lookup checks the addresses the socket connects to; the
 * first-byte timer destroys a hop that has not answered in time.
 */
function requestOnce(url: URL, context: ImportContext): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "GET",
      agent: false,
      headers: { "user-agent": IMPORT_USER_AGENT, accept: "image/jpeg, image/png, image/webp" },
      lookup: checkedLookup(context.resolve, context.isAllowed),
      signal: context.signal,
    });
    const firstByte = setTimeout(() => request.destroy(new ImportRefused("timeout")), context.limits.firstByteMs);
    request.once("response", (response) => {
      clearTimeout(firstByte);
      resolve(response);
    });
    // "on", not "once": a destroyed request may report a second error.
    request.on("error", (error) => {
      clearTimeout(firstByte);
      reject(error);
    });
    request.end();
  });
}

/**
 * The body, never more than `maxBytes`: a declared length over the cap is
 * refused before reading, and a body that grows past it is cut off there
 * (the socket destroyed, nothing more read).
 */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ImportRefused("too_large");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new ImportRefused("too_large");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
