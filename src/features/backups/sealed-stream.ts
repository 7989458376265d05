import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCallback, type ScryptOptions } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * A backup set's optional passphrase encryption (decision 055). Every file
 * of the set is cut into chunks of CHUNK_SIZE bytes, each sealed with
 * AES-256-GCM under a key derived from the passphrase with scrypt:
 *
 *   [u32 ciphertext length][12-byte nonce][ciphertext][16-byte tag]
 *
 * The chunk's number and a "last chunk" flag are authenticated with it, so
 * chunks cannot be reordered, dropped or cut off at the end unnoticed. Chunks
 * keep both directions streaming (a database dump can be larger than memory
 * would like), and the sealed size is known before the first byte, which an
 * S3 upload needs.
 */

export const CHUNK_SIZE = 1024 * 1024;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const LENGTH_BYTES = 4;
const FRAME_OVERHEAD = LENGTH_BYTES + NONCE_BYTES + TAG_BYTES;

export interface KeyDerivation {
  kdf: "scrypt";
  salt: string;
  N: number;
  r: number;
  p: number;
}

/** Recorded in the manifest; the key itself never is. */
export function newKeyDerivation(): KeyDerivation {
  return { kdf: "scrypt", salt: randomBytes(16).toString("base64"), N: 2 ** 15, r: 8, p: 1 };
}

export function deriveKey(passphrase: string, derivation: KeyDerivation): Promise<Buffer> {
  const options: ScryptOptions = { N: derivation.N, r: derivation.r, p: derivation.p, maxmem: 256 * derivation.N * derivation.r };
  return new Promise((resolve, reject) => {
    scryptCallback(passphrase, Buffer.from(derivation.salt, "base64"), 32, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The size a file of `plainSize` bytes has once sealed (a 0-byte file still gets one, final, chunk). */
export function sealedSize(plainSize: number): number {
  const chunks = Math.max(1, Math.ceil(plainSize / CHUNK_SIZE));
  return plainSize + chunks * FRAME_OVERHEAD;
}

function additionalData(index: number, last: boolean): Buffer {
  const aad = Buffer.alloc(9);
  aad.writeBigUInt64BE(BigInt(index));
  aad[8] = last ? 1 : 0;
  return aad;
}

function sealChunk(key: Buffer, index: number, plain: Buffer, last: boolean): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(additionalData(index, last));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, nonce, body, cipher.getAuthTag()]);
}

/** Plain bytes in, sealed chunks out. */
export function sealStream(key: Buffer): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      // Hold back at least one byte: a chunk is "last" only once the input has ended.
      while (pending.length > CHUNK_SIZE) {
        this.push(sealChunk(key, index++, pending.subarray(0, CHUNK_SIZE), false));
        pending = pending.subarray(CHUNK_SIZE);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(sealChunk(key, index++, pending, true));
      callback();
    },
  });
}

/** Thrown when a sealed file does not open: a wrong passphrase, or bytes changed or cut off. */
export class SealBrokenError extends Error {
  constructor(reason: string) {
    super(`The backup file cannot be decrypted (${reason}): wrong passphrase, or the file was changed or cut short.`);
    this.name = "SealBrokenError";
  }
}

/** Sealed chunks in, plain bytes out; fails on any tampering, reordering or truncation. */
export function openSealedStream(key: Buffer): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let sawLast = false;
  const openFrame = (frame: Buffer): Buffer => {
    const nonce = frame.subarray(LENGTH_BYTES, LENGTH_BYTES + NONCE_BYTES);
    const body = frame.subarray(LENGTH_BYTES + NONCE_BYTES, frame.length - TAG_BYTES);
    const tag = frame.subarray(frame.length - TAG_BYTES);
    // Try "not last" first: only the final chunk carries the flag.
    for (const last of [false, true]) {
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, nonce);
        decipher.setAAD(additionalData(index, last));
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([decipher.update(body), decipher.final()]);
        sawLast = last;
        return plain;
      } catch {
        // the other flag, or a broken chunk
      }
    }
    throw new SealBrokenError(`chunk ${index} does not authenticate`);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      try {
        while (pending.length >= LENGTH_BYTES) {
          const frameLength = FRAME_OVERHEAD + pending.readUInt32BE(0);
          if (frameLength - FRAME_OVERHEAD > CHUNK_SIZE) throw new SealBrokenError("a chunk is larger than any the format writes");
          if (pending.length < frameLength) break;
          if (sawLast) throw new SealBrokenError("data follows the last chunk");
          this.push(openFrame(pending.subarray(0, frameLength)));
          index++;
          pending = pending.subarray(frameLength);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (pending.length || !sawLast) callback(new SealBrokenError("the file ends before its last chunk"));
      else callback();
    },
  });
}
