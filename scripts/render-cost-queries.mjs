/**
 * Preloaded into the server by `scripts/render-cost.mjs` (NODE_OPTIONS=--import):
 * appends every statement the embedded database runs to $RENDER_COST_QUERY_LOG,
 * one line each, so the script can count what one render asks for. Both of
 * PGlite's builds are patched: the server may load either.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

const file = process.env.RENDER_COST_QUERY_LOG;
const require = createRequire(import.meta.url);
const builds = [await import("@electric-sql/pglite"), require("@electric-sql/pglite")];

for (const { PGlite } of builds) {
  for (const name of ["query", "exec"]) {
    const original = PGlite.prototype[name];
    if (original.countedForRenderCost) continue;
    const counted = function (text, ...rest) {
      fs.appendFileSync(file, `${name}\t${String(text).replace(/\s+/g, " ").slice(0, 300)}\n`);
      return original.call(this, text, ...rest);
    };
    counted.countedForRenderCost = true;
    PGlite.prototype[name] = counted;
  }
}
