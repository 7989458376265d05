/**
 * Starts the production server: src/server/main.ts, compiled by `npm run build`
 * (scripts/build.mjs) to .next/velvet-server/main.mjs, since Node 20 cannot
 * run TypeScript. The environment is checked here first, so a bad variable
 * is named even before there is a build.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnvOrExit } from "../src/lib/env-schema.mjs";
import { COMPILED_SERVER } from "./build-state.mjs";

parseEnvOrExit("[server]", { ...process.env, NODE_ENV: "production" });

const compiled = path.join(path.resolve(import.meta.dirname, ".."), COMPILED_SERVER);
if (!fs.existsSync(compiled)) {
  console.error(`[server] no compiled server at ${COMPILED_SERVER}: run \`npm run build\` first`);
  process.exit(1);
}
await import(pathToFileURL(compiled).href);
