import { Readable } from "node:stream";

import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

import {
  assertRangeInside,
  assertValidListPrefix,
  assertValidMediaKey,
  assertValidSize,
  type ByteRange,
  contentTypeForKey,
  isValidMediaKey,
  type MediaObject,
  type MediaStat,
  type MediaStore,
  type MediaStream,
  normaliseContentType,
  RangeNotSatisfiableError,
} from "./store";
import { exactBytes } from "./streams";

export interface S3MediaStoreOptions {
  /** The server's address, e.g. `https://s3.eu-west-2.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * `bucket` in the path (`endpoint/bucket/key`) rather than in the host name
   * (`bucket.endpoint/key`). Default true: most S3-compatible servers
   * (MinIO, Ceph, Garage, s3rver) answer only that way.
   */
  forcePathStyle?: boolean;
}

/** Largest page ListObjectsV2 returns; more keys take another request. */
const LIST_PAGE_SIZE = 1000;

/**
 * The S3 answers that mean "no such object". Everything else (no such
 * bucket, refused credentials, a server that is down) propagates: a store
 * that turned those into "missing" would make the media route answer 404 and
 * the orphan sweep delete rows' files (docs/decisions/045-s3-media-store.md).
 * HeadObject has no body, so its 404 arrives as "NotFound".
 */
function isNoSuchKey(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === "NoSuchKey" || name === "NotFound";
}

function isInvalidRange(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === "InvalidRange";
}

/** The total size from a `Content-Range: bytes a-b/total` answer. */
function totalFromContentRange(contentRange: string | undefined): number | null {
  const total = /\/(\d+)$/.exec(contentRange ?? "")?.[1];
  return total === undefined ? null : Number(total);
}

/** The first `count` bytes of a stream; the rest is not read. */
async function* firstBytes(body: AsyncIterable<Buffer>, count: number): AsyncGenerator<Buffer> {
  let left = count;
  for await (const chunk of body) {
    if (left <= 0) break;
    const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= part.length;
    yield part;
  }
}

/**
 * {@link MediaStore} on an S3-compatible object store, through the AWS SDK.
 *
 * The SDK's default checksums (CRC32 trailers on every upload, since SDK
 * 3.729) are sent as aws-chunked framing that servers other than AWS may
 * store as part of the object: a streamed upload "succeeds" and is corrupt.
 * So checksums are computed and validated only where an operation requires
 * them (`WHEN_REQUIRED`), and the stream test round-trips 11 MB byte for byte.
 *
 * A PutObject is atomic in S3 (readers see the old or the new object), so
 * no temp objects are needed; objects carry their content type themselves.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = "s3" as const;
  readonly bucket: string;
  readonly endpoint: string;
  private readonly client: S3Client;

  constructor(options: S3MediaStoreOptions) {
    this.bucket = options.bucket;
    this.endpoint = options.endpoint;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle ?? true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidMediaKey(key);
    if (!Buffer.isBuffer(data)) throw new TypeError("MediaStore.put: data must be a Buffer");
    const type = normaliseContentType(contentType);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: type, ContentLength: data.length }),
    );
  }

  async putStream(key: string, body: Readable, contentType: string, size: number): Promise<void> {
    assertValidMediaKey(key);
    assertValidSize(size);
    const type = normaliseContentType(contentType);
    // A stream that breaks its promised size errors, and the request is
    // aborted before S3 has the declared Content-Length: S3 stores nothing.
    const checked = Readable.from(exactBytes(body, size, key), { objectMode: false });
    const abort = new AbortController();
    let broken: unknown;
    checked.once("error", (error) => {
      broken = error;
      abort.abort(error);
    });
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: checked, ContentType: type, ContentLength: size }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw broken ?? error;
    } finally {
      checked.destroy();
    }
  }

  async get(key: string): Promise<MediaObject | null> {
    assertValidMediaKey(key);
    const response = await this.getObject(key);
    if (!response?.Body) return null;
    const data = Buffer.from(await response.Body.transformToByteArray());
    return { data, contentType: response.ContentType || contentTypeForKey(key), size: data.length };
  }

  async open(key: string, range?: ByteRange): Promise<MediaStream | null> {
    assertValidMediaKey(key);
    if (range) assertRangeInside(key, range, Number.MAX_SAFE_INTEGER);
    let response: GetObjectCommandOutput | null;
    try {
      response = await this.getObject(key, range);
    } catch (error) {
      if (!range || !isInvalidRange(error)) throw error;
      throw new RangeNotSatisfiableError(key, range, (await this.stat(key))?.size ?? 0);
    }
    if (!response?.Body) return null;
    const stream = response.Body as Readable;
    const size = range ? totalFromContentRange(response.ContentRange) : (response.ContentLength ?? null);
    if (size === null) {
      stream.destroy();
      throw new Error(`S3 answered ${JSON.stringify(key)} without its size`);
    }
    const contentType = response.ContentType || contentTypeForKey(key);
    if (!range) return { body: stream, size, contentType, range: null };
    const length = range.end - range.start + 1;
    // Some S3-compatible servers answer `bytes=0-0` with more than was asked
    // (s3rver reads an end of 0 as "to the end"): never send more.
    const body = response.ContentLength === length ? stream : Readable.from(firstBytes(stream, length));
    return { body, size, contentType, range };
  }

  async stat(key: string): Promise<MediaStat | null> {
    assertValidMediaKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType || contentTypeForKey(key),
        mtime: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNoSuchKey(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidMediaKey(key);
    // S3 answers 204 for a key it does not have: deleting is idempotent there too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string = ""): AsyncIterable<string> {
    assertValidListPrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: continuationToken,
          MaxKeys: LIST_PAGE_SIZE,
        }),
      );
      // S3 lists in UTF-8 byte order, which for the key alphabet (ASCII) is
      // the lexicographic order local disk yields.
      for (const object of page.Contents ?? []) {
        // An object another tool put there under a name no valid key could have.
        if (object.Key && isValidMediaKey(object.Key)) yield object.Key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** Stops the SDK's keep-alive sockets (scripts and tests that end). */
  close(): void {
    this.client.destroy();
  }

  private async getObject(key: string, range?: ByteRange): Promise<GetObjectCommandOutput | null> {
    try {
      return await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
    } catch (error) {
      if (isNoSuchKey(error)) return null;
      throw error;
    }
  }
}
