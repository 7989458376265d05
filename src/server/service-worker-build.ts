/**
 * Builds the public site's service worker (src/lib/service-worker/worker.ts)
 * after `next build`: scripts/build.mjs calls `buildServiceWorker`, which
 * reads what only the build output knows (its id, its hashed file names,
 * the classes next/font gave the fonts) and bundles the worker with esbuild,
 * those facts put in as `VELVET_SW_BUILD`. The server serves the result at
 * /sw.js (./layers/service-worker.ts). Decision 053.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { recordedDeploymentId } from "@/lib/deployment-id.mjs";
import type { OfflineTexts } from "@/lib/service-worker/offline-page";
import type { ServiceWorkerBuild } from "@/lib/service-worker/worker";
import { SERVICE_WORKER_SCRIPT } from "./layers/service-worker";

const STATIC_URL = "/_next/static/";
// The public site's language (src/i18n/config.ts): the offline page speaks it too.
const OFFLINE_LOCALE = "en-GB";

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"));
}

/**
 * What the worker stores on install, as URLs: every stylesheet and font of
 * the build, and the router's runtime every page loads (build-manifest's
 * rootMainFiles, given as `static/chunks/…`). Not the rest: a visitor's phone
 * should not fetch the back office's scripts; any other file of the build is
 * stored the first time a page uses it.
 */
export function precacheList({ staticFiles, rootMainFiles }: { staticFiles: string[]; rootMainFiles: string[] }): string[] {
  const shell = staticFiles.filter((file) => /\.(css|woff2)$/.test(file));
  const runtime = rootMainFiles.filter((file) => file.startsWith("static/")).map((file) => file.slice("static/".length));
  const present = new Set(staticFiles);
  return [...new Set([...shell, ...runtime.filter((file) => present.has(file))])].sort().map((file) => STATIC_URL + file);
}

/** The classes that define next/font's variables (`.x_variable{--font-inter:…}`) in a stylesheet, for the offline page's `<html>`. */
export function fontVariableClasses(css: string): string[] {
  return [...new Set([...css.matchAll(/\.([A-Za-z0-9_-]+)\{--font-[A-Za-z0-9-]+:/g)].map((match) => match[1]))];
}

/**
 * The address a page asks for a build file by. With a deployment id
 * (decision 054) Next.js names the scripts and stylesheets of a page with
 * `?dpl=<id>`; fonts are asked for by the stylesheets, by their plain
 * address. The worker's copies must be under the same addresses to be found.
 */
export function addressAsPagesAsk(url: string, deploymentId: string | undefined): string {
  return deploymentId && /\.(css|js)$/.test(url) ? `${url}?dpl=${deploymentId}` : url;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** The facts the worker is built with, read from the Next.js build in `nextDir` and the messages in `root`. */
export function readServiceWorkerBuild(root: string, nextDir = path.join(root, ".next")): ServiceWorkerBuild {
  const staticDir = path.join(nextDir, "static");
  const staticFiles = filesUnder(staticDir).filter((file) => !/\.(br|gz|map)$/.test(file));
  const manifest = readJson(path.join(nextDir, "build-manifest.json")) as { rootMainFiles?: string[] };
  const stylesheets = staticFiles.filter((file) => file.endsWith(".css"));
  const css = stylesheets.map((file) => fs.readFileSync(path.join(staticDir, file), "utf8")).join("\n");
  const messages = readJson(path.join(root, "messages", `${OFFLINE_LOCALE}.json`)) as { offline: OfflineTexts };
  // With a deployment id every build has the same BUILD_ID (decision 054): the id names the build then.
  const deploymentId = recordedDeploymentId(nextDir);
  const asPagesAsk = (url: string) => addressAsPagesAsk(url, deploymentId);
  return {
    buildId: deploymentId ?? fs.readFileSync(path.join(nextDir, "BUILD_ID"), "utf8").trim(),
    precache: precacheList({ staticFiles, rootMainFiles: manifest.rootMainFiles ?? [] }).map(asPagesAsk),
    offlinePage: {
      lang: OFFLINE_LOCALE,
      texts: messages.offline,
      stylesheets: stylesheets.map((file) => asPagesAsk(STATIC_URL + file)),
      htmlClasses: fontVariableClasses(css),
    },
  };
}

/** Bundles the worker into SERVICE_WORKER_SCRIPT; what it was built with. */
export async function buildServiceWorker(root: string): Promise<ServiceWorkerBuild> {
  const facts = readServiceWorkerBuild(root);
  await build({
    entryPoints: [path.join(root, "src/lib/service-worker/worker.ts")],
    outfile: path.join(root, SERVICE_WORKER_SCRIPT),
    bundle: true,
    format: "iife",
    platform: "browser",
    // Browsers with service workers, navigation preload and Cache.addAll.
    target: ["chrome100", "firefox100", "safari15.4"],
    minify: true,
    tsconfig: path.join(root, "tsconfig.json"),
    define: { VELVET_SW_BUILD: JSON.stringify(facts) },
    logLevel: "warning",
  });
  return facts;
}
