/**
 * Production server: Next.js behind a plain Node http server, so that on
 * SIGTERM/SIGINT in-flight requests can finish and the embedded database is
 * closed cleanly (an unclosed PGlite folder may not open again) before exit.
 */
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { AccessClassMemory, appAccessClassStore, withAccessClass } from "./lib/access-class.mjs";
import { withBackForwardCache } from "./lib/back-forward-cache.mjs";
import { withClientAddress } from "./lib/client-address.mjs";
import { MONITOR_KEY, NotFoundMonitor, appNotFoundStore, withNotFoundMonitor } from "./lib/not-found-monitor.mjs";
import { PageCache, withPageCache } from "./lib/page-cache.mjs";
import { PageViewCounter, appPageViewStore, withPageViews } from "./lib/page-views.mjs";
import { RedirectRules, appRedirectSource, withRedirects } from "./lib/redirects.mjs";
import { answerClientError, withRequestEdges } from "./lib/request-edges.mjs";
import { isPrecompressed, precompressStatic } from "./lib/precompress.mjs";
import { withStaticAssets } from "./lib/static-assets.mjs";
import { parseEnvOrExit } from "../src/lib/env-schema.mjs";

process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

// Every variable checked before anything starts: a bad one stops here, named
// (src/lib/env-schema.mjs). The app parses the same environment again in its
// own bundle (src/lib/env.ts) and gets the same values.
const env = parseEnvOrExit("[server]");
const port = env.PORT;
const hostname = env.HOST;
const SHUTDOWN_GRACE_MS = 10_000;
// Shared with src/db/index.ts through globalThis (same process).
const DB_HANDLE_KEY = Symbol.for("velvet.db.handle");
// Mail and other work better-auth runs after a response (src/features/auth/auth.ts).
const AUTH_TASKS_KEY = Symbol.for("velvet.auth.pendingTasks");

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// A build made with plain `next build` has no pre-compressed copies yet.
const staticDir = path.join(process.cwd(), ".next", "static");
if (!isPrecompressed(staticDir)) {
  console.log("[server] pre-compressing static files (once per build)");
  await precompressStatic(staticDir);
}

// VELVET_PAGE_CACHE=off serves every request fresh (e.g. to measure the renderer alone).
const pageCache = env.VELVET_PAGE_CACHE === "off" ? handle : withPageCache(new PageCache(), handle);
// A signed-in member's page is rendered, and cached, for their access class,
// checked on every request (decision 039); staff pass through as themselves.
const cachedPages = withAccessClass(new AccessClassMemory(appAccessClassStore()), pageCache);
// Page views are counted outside the page cache, so cached answers count too (decision 032).
const pageViews = new PageViewCounter(appPageViewStore(), { flushEveryMs: env.VELVET_PAGE_VIEWS_FLUSH_MS });
const pages = withPageViews(pageViews, cachedPages);
// Redirect rules answer before the back/forward-cache layer, the page cache and
// Next.js, so a cached page redirects as soon as a rule is saved (decision 030).
// The app registered their database access while preparing (src/instrumentation.ts).
const redirectRules = new RedirectRules(appRedirectSource());
void redirectRules.matcher(); // read them now rather than on the first visit
// Every public 404 counted per path, inside the redirect layer (a path a rule
// answers is not a 404) and outside the page cache (a cached page is a 200);
// written every 10 s and at shutdown (decision 031). Left on globalThis for the
// end-to-end fixtures, which flush it rather than wait.
const notFoundMonitor = new NotFoundMonitor(appNotFoundStore());
globalThis[MONITOR_KEY] = notFoundMonitor;
// TRUST_PROXY=1 only behind a reverse proxy that sets X-Forwarded-For (scripts/lib/client-address.mjs).
// Outermost: malformed paths and methods, security headers on every answer (scripts/lib/request-edges.mjs).
const serve = withRequestEdges(
  withClientAddress(withRedirects(redirectRules, withNotFoundMonitor(notFoundMonitor, withBackForwardCache(withStaticAssets(staticDir, pages)))), { trustProxy: env.TRUST_PROXY }),
);
const server = createServer((req, res) => serve(req, res));
server.on("clientError", answerClientError);
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
  console.log(`[server] Velvet is serving http://${shown}:${port} (pid ${process.pid})`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: finishing in-flight requests`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(timer);
  // Hits and 404s counted since the last write, before the database closes.
  await redirectRules.stop();
  await notFoundMonitor.stop();
  await pageViews.stop();
  const tasks = globalThis[AUTH_TASKS_KEY];
  while (tasks?.size > 0) await Promise.allSettled([...tasks]);
  try {
    const pending = globalThis[DB_HANDLE_KEY];
    delete globalThis[DB_HANDLE_KEY];
    if (pending) await (await pending).close();
    console.log("[server] database closed");
  } catch (error) {
    console.error("[server] closing the database failed:", error?.message ?? error);
  }
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
