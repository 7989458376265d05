#!/usr/bin/env node
/** `npm run build`: the Next.js production build, then pre-compressed copies of its static files. */
import path from "node:path";
import { precompressStatic } from "./lib/precompress.mjs";
import { bin, root, run } from "./lib/proc.mjs";

const code = await run(bin("next").concat("build"), { env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
if (code !== 0) process.exit(code);
const started = Date.now();
const count = await precompressStatic(path.join(root, ".next", "static"));
console.log(`[build] pre-compressed ${count} static files (gzip + brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
