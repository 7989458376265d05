import { Readable } from "node:stream";

import { resolveRangeHeader } from "./byte-range";
import { type MediaStore, type MediaStream, RangeNotSatisfiableError } from "./store";

/**
 * An object streamed from the store as an HTTP answer: 200 whole, or 206 with
 * one byte range (a player or a download that resumes asks for those), with
 * `Accept-Ranges: bytes` either way and the caller's headers (cache rules)
 * added. `null` when the store has no such object: the caller answers 404.
 * A range past the end answers 416 naming the size, stored nowhere.
 */
export async function streamStoredObject(
  store: MediaStore,
  key: string,
  request: Headers,
  headers: Record<string, string>,
): Promise<Response | null> {
  let stream: MediaStream | null;
  try {
    stream = await openAsAsked(store, key, request);
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) return rangeNotSatisfiable(error.size);
    throw error;
  }
  if (!stream) return null;

  const length = stream.range ? stream.range.end - stream.range.start + 1 : stream.size;
  const answer: Record<string, string> = {
    "Content-Type": stream.contentType,
    "Content-Length": String(length),
    "Accept-Ranges": "bytes",
    ...headers,
  };
  if (stream.range) answer["Content-Range"] = `bytes ${stream.range.start}-${stream.range.end}/${stream.size}`;
  // Response wants a web stream; Readable.toWeb ends the store's stream when the client goes away.
  const body = Readable.toWeb(stream.body) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status: stream.range ? 206 : 200, headers: answer });
}

/**
 * The whole object, or the range the request asks for. With If-Range the
 * whole: this route sends no validator a client could have matched.
 */
async function openAsAsked(store: MediaStore, key: string, request: Headers): Promise<MediaStream | null> {
  const header = request.get("range");
  if (header === null || request.has("if-range")) return store.open(key);
  const stat = await store.stat(key);
  if (!stat) return null;
  const answer = resolveRangeHeader(header, stat.size);
  if (answer.kind === "unsatisfiable") throw new RangeNotSatisfiableError(key, { start: stat.size, end: stat.size }, stat.size);
  return store.open(key, answer.kind === "part" ? answer.range : undefined);
}

function rangeNotSatisfiable(size: number): Response {
  return new Response(null, {
    status: 416,
    headers: { "Content-Range": `bytes */${size}`, "Cache-Control": "private, no-store" },
  });
}
