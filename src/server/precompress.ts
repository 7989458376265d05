/**
 * Writes `.gz` and `.br` copies next to every compressible file of the
 * client build (`.next/static`), so the server (src/server/layers/static-assets.ts,
 * through sirv) sends them as they are instead of compressing the same immutable
 * file again on every request. See docs/decisions/011-page-weight.md.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|html|map|xml|webmanifest)$/i;
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 512;
// Holds the BUILD_ID of the build it was written for: a later plain
// `next build` (whose files have no copies yet) does not match it.
export const MARKER = ".precompressed";

function buildIdOf(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "";
  }
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function writeIfSmaller(target: string, original: Buffer, compressed: Buffer): Promise<void> {
  if (compressed.length < original.length) await fs.promises.writeFile(target, compressed);
}

/** Compresses every eligible file under `dir` once; returns how many it wrote. */
export async function precompressStatic(dir: string): Promise<number> {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const original = await fs.promises.readFile(file);
    if (original.length < MIN_BYTES) continue;
    const [gz, br] = await Promise.all([
      gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
      brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ]);
    await Promise.all([writeIfSmaller(`${file}.gz`, original, gz), writeIfSmaller(`${file}.br`, original, br)]);
    count++;
  }
  fs.writeFileSync(path.join(dir, MARKER), buildIdOf(dir));
  return count;
}

/** Whether `dir` (a build's `static` folder) has its copies for the current build. */
export function isPrecompressed(dir: string): boolean {
  try {
    return fs.readFileSync(path.join(dir, MARKER), "utf8") === buildIdOf(dir);
  } catch {
    return false;
  }
}
