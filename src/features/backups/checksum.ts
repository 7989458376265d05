import { createHash } from "node:crypto";
import { Transform } from "node:stream";

export interface Measured {
  size: number;
  sha256: string;
}

/** A pass-through that counts and hashes what flows through it; `result()` once it has ended. */
export function measuringStream(): { stream: Transform; result: () => Measured } {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/** Size and SHA-256 of a whole stream. */
export async function measure(body: AsyncIterable<Buffer>): Promise<Measured> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}
