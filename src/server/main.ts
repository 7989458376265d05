/**
 * The production server: Next.js behind a plain Node http server and the
 * layers of src/server/pipeline.ts, so that every request passes the same
 * checks, and on SIGTERM/SIGINT in-flight requests can finish and the embedded
 * database is closed cleanly (an unclosed PGlite folder may not open again)
 * before exit. `npm run build` compiles this file to .next/velvet-server/main.mjs
 * (scripts/build.mjs); scripts/server.mjs starts it (`npm start` through scripts/start.mjs).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import next from "next";
import { parseEnvOrExit } from "@/lib/env-schema.mjs";
import { awaitAppPorts, offerServerControls, type AppPorts } from "./app-ports";
import { errorMessage, type Handler } from "./http";
import { answerClientError } from "./layers/request-edges";
import { readServiceWorkerScript, SERVICE_WORKER_SCRIPT } from "./layers/service-worker";
import { buildPipeline, type Pipeline } from "./pipeline";
import { isPrecompressed, precompressStatic } from "./precompress";

const SHUTDOWN_GRACE_MS = 10_000;
// Opening and migrating the database comes after the ports are provided, so
// this only waits for Next.js to load the app's instrumentation bundle.
const APP_PORTS_TIMEOUT_MS = 60_000;

// @ts-expect-error -- Next.js declares NODE_ENV read-only; this process is the production server whatever the shell said.
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

// Every variable checked before anything starts: a bad one stops here, named
// (src/lib/env-schema.mjs). The app parses the same environment again in its
// own bundle (src/lib/env.ts) and gets the same values.
const env = parseEnvOrExit("[server]");

const app = next({ dev: false, hostname: env.HOST, port: env.PORT });
const handle: Handler = app.getRequestHandler();
await app.prepare();
const ports = await appPorts(handle);

// A build made with plain `next build` has no pre-compressed copies yet.
const staticDir = path.join(process.cwd(), ".next", "static");
if (!isPrecompressed(staticDir)) {
  console.log("[server] pre-compressing static files (once per build)");
  await precompressStatic(staticDir);
}

// Made by `npm run build` after the client build (src/server/service-worker-build.ts).
const serviceWorkerScript = readServiceWorkerScript(path.join(process.cwd(), SERVICE_WORKER_SCRIPT));
if (!serviceWorkerScript) console.log("[server] this build has no service worker (npm run build makes one): /sw.js is not served");

const pipeline = buildPipeline(handle, ports, {
  trustProxy: env.TRUST_PROXY,
  pageCache: env.VELVET_PAGE_CACHE !== "off",
  pageViewsFlushMs: env.VELVET_PAGE_VIEWS_FLUSH_MS,
  staticDir,
  serviceWorkerScript,
});
// The end-to-end fixtures flush the 404 counts rather than wait (src/app/api/test-fixtures);
// the dashboard's cache card reads and clears the server's caches (src/features/cache).
offerServerControls({ flushNotFoundCounts: () => pipeline.notFoundMonitor.flush(), ...pipeline.caches });

const server = createServer((req, res) => void pipeline.serve(req, res));
server.on("clientError", answerClientError);
server.listen(env.PORT, env.HOST, () => {
  const shown = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  console.log(`[server] Velvet is serving http://${shown}:${env.PORT} (pid ${process.pid})`);
});
process.on("SIGTERM", () => void shutdown("SIGTERM", server, pipeline, ports));
process.on("SIGINT", () => void shutdown("SIGINT", server, pipeline, ports));

/**
 * The app's ports. Next.js runs the app's instrumentation hook, which
 * provides them (src/instrumentation.ts), when it handles its first request,
 * not in prepare(): one request on a loopback port only this process knows
 * starts it, so the server has its ports before it listens. The request's
 * answer does not matter.
 */
async function appPorts(nextHandler: Handler): Promise<AppPorts> {
  const probe = createServer((req, res) => void nextHandler(req, res));
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  void fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  try {
    return await awaitAppPorts({ timeoutMs: APP_PORTS_TIMEOUT_MS });
  } catch (error) {
    console.error(`[server] not starting: ${errorMessage(error)}`);
    process.exit(1);
  } finally {
    probe.close();
    probe.closeAllConnections();
  }
}

let stopping = false;
async function shutdown(signal: string, httpServer: Server, layers: Pipeline, appSide: AppPorts): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: finishing in-flight requests`);
  const closed = new Promise((resolve) => httpServer.close(resolve));
  httpServer.closeIdleConnections();
  const timer = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(timer);
  // Hits, 404s and views counted since the last write, before the database closes.
  await layers.stop();
  await appSide.settleBackgroundTasks();
  try {
    await appSide.closeDatabase();
    console.log("[server] database closed");
  } catch (error) {
    console.error("[server] closing the database failed:", errorMessage(error));
  }
  process.exit(0);
}
