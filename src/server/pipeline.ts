/**
 * The production server's layers, in the order a request meets them: read
 * top to bottom, each layer wraps everything below it, and Next.js is last.
 * Each layer is a module of its own under src/server/layers, with its tests
 * beside it; this file only decides where each sits, and says why there.
 *
 * The layers get what they need from the app (its database stores, its cache
 * epochs, the access-class secret) as arguments, from the ports the app
 * provided at start-up (src/server/app-ports.ts).
 */
import type { AppPorts, ServerControls } from "./app-ports";
import type { Handler } from "./http";
import { AccessClassMemory, withAccessClass } from "./layers/access-class";
import { withSiteDataClearedOnAccountChange } from "./layers/account-change";
import { withBackForwardCache } from "./layers/back-forward-cache";
import { withClientAddress } from "./layers/client-address";
import { NotFoundMonitor, withNotFoundMonitor } from "./layers/not-found-monitor";
import { PageCache, withPageCache } from "./layers/page-cache";
import { PageViewCounter, withPageViews } from "./layers/page-views";
import { RedirectRules, withRedirects } from "./layers/redirects";
import { withRequestEdges } from "./layers/request-edges";
import { withServiceWorkerScript, type ServiceWorkerScript } from "./layers/service-worker";
import { withStaticAssets } from "./layers/static-assets";

export interface PipelineSettings {
  /** TRUST_PROXY=1: a reverse proxy in front sets X-Forwarded-For. */
  trustProxy: boolean;
  /** VELVET_PAGE_CACHE=off serves every request fresh (e.g. to measure the renderer alone). */
  pageCache: boolean;
  /** VELVET_PAGE_VIEWS_FLUSH_MS: how often counted views are written (tests shorten it). */
  pageViewsFlushMs?: number;
  /** The client build's files (`.next/static`). */
  staticDir: string;
  /** The service worker's script, served at /sw.js; none: the site runs without one. */
  serviceWorkerScript?: ServiceWorkerScript | null;
}

export interface Pipeline {
  /** The whole server, for `http.createServer`. */
  serve: Handler;
  /** What the end-to-end fixtures may flush on demand. */
  notFoundMonitor: NotFoundMonitor;
  /** The page cache and the remembered access classes, for the dashboard's cache card (src/features/cache). */
  caches: ServerCacheControls;
  /** Writes the counts held in memory (redirect hits, 404s, views), before the database closes. */
  stop(): Promise<void>;
}

/** A layer: given the handler below it, the handler that wraps it. */
type Layer = (below: Handler) => Handler;

/** Applies the layers so that the first one listed is the outermost. */
function inOrder(layers: readonly Layer[], innermost: Handler): Handler {
  return layers.reduceRight((below, layer) => layer(below), innermost);
}

/** The server's own caches, seen and cleared from the app through ServerControls (src/server/app-ports.ts). */
export type ServerCacheControls = Pick<ServerControls, "serverCacheStats" | "clearServerCaches">;

function cacheControls(pageCache: PageCache, accessClasses: AccessClassMemory, pageCacheOn: boolean): ServerCacheControls {
  return {
    serverCacheStats: () => ({ pageCache: pageCacheOn ? pageCache.stats() : null, accessClasses: accessClasses.size }),
    clearServerCaches: ({ accessClasses: alsoAccessClasses }) => {
      const dropped = pageCache.clear();
      return { pageCopies: dropped.entries, pageBytes: dropped.bytes, accessClasses: alsoAccessClasses ? accessClasses.clear() : 0 };
    },
  };
}

export function buildPipeline(nextHandler: Handler, ports: AppPorts, settings: PipelineSettings): Pipeline {
  const redirectRules = new RedirectRules(ports.redirects);
  void redirectRules.matcher(); // read them now rather than on the first visit
  const notFoundMonitor = new NotFoundMonitor(ports.notFound);
  const pageViews = new PageViewCounter(ports.pageViews, { flushEveryMs: settings.pageViewsFlushMs });
  const accessClasses = new AccessClassMemory(ports.accessClass, { accountEpoch: ports.accountEpoch });
  const pageCache = new PageCache({ epoch: ports.cacheEpoch });

  const serve = inOrder(
    [
      // Outermost: malformed paths, methods and router headers answered 4xx, a
      // thrown handler answered 500, and the security headers on every answer,
      // so nothing below has to get them right on every path (decision 014).
      (below) => withRequestEdges(below),
      // Before anything reads X-Forwarded-For (the sign-in rate limits): one
      // address the client cannot choose; TRUST_PROXY=1 only behind a proxy.
      (below) => withClientAddress(below, { trustProxy: settings.trustProxy }),
      // Reads the session cookie the browser sent before the access-class
      // layer removes it, and sees every answer, pages, actions and the
      // sign-out route alike: a changed session empties the browser's caches (decision 053).
      (below) => withSiteDataClearedOnAccountChange(below),
      // Before the page cache and Next.js, so a cached page redirects as soon
      // as a rule is saved (decision 030).
      (below) => withRedirects(redirectRules, below),
      // Inside the redirects (a path a rule answers is not a 404) and outside
      // the page cache (a cached page is a 200): every public 404 counted (decision 031).
      (below) => withNotFoundMonitor(notFoundMonitor, below),
      // Rewrites `no-store` for anonymous pages as their head is written, so
      // it must wrap every layer that answers a page, the page cache included.
      (below) => withBackForwardCache(below),
      // The build's hashed files from disk, pre-compressed: they need none of
      // the page layers below, and must not count as views.
      (below) => withStaticAssets(settings.staticDir, below),
      // The service worker's script, for the same reasons: a build file, not a page (decision 053).
      (below) => withServiceWorkerScript(settings.serviceWorkerScript ?? null, below),
      // Outside the page cache, so a page served from the cache counts like a
      // rendered one (decision 032).
      (below) => withPageViews(pageViews, below),
      // Checks a member's session and turns it into an access class before the
      // page cache keys on it; staff pass through as themselves (decision 039).
      (below) => withAccessClass(accessClasses, below, { secret: ports.accessClass.headerSecret() }),
      // Last before Next.js: one shared copy per page, class and device class
      // for up to a minute, dropped whenever content changes (decision 008).
      (below) => (settings.pageCache ? withPageCache(pageCache, below) : below),
    ],
    nextHandler,
  );

  return {
    serve,
    notFoundMonitor,
    caches: cacheControls(pageCache, accessClasses, settings.pageCache),
    async stop() {
      await redirectRules.stop();
      await notFoundMonitor.stop();
      await pageViews.stop();
    },
  };
}
