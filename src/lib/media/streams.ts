/** Thrown when a streamed write yields more or fewer bytes than it declared. */
export class StreamSizeMismatchError extends Error {
  readonly code = "stream_size_mismatch" as const;

  constructor(key: string, declared: number, seen: string) {
    super(`Stream for ${JSON.stringify(key)} declared ${declared} bytes but yielded ${seen}`);
    this.name = "StreamSizeMismatchError";
  }
}

/**
 * Passes a stream's chunks on as Buffers and fails as soon as it yields more
 * than `size` bytes, or at its end when it yielded fewer: a store must not
 * keep a truncated or overlong object under a size it was promised (S3
 * sends the declared Content-Length before the first byte).
 */
export async function* exactBytes(
  body: AsyncIterable<Buffer | Uint8Array | string>,
  size: number,
  key: string,
): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    seen += bytes.length;
    if (seen > size) throw new StreamSizeMismatchError(key, size, `more than ${size}`);
    yield bytes;
  }
  if (seen !== size) throw new StreamSizeMismatchError(key, size, String(seen));
}
