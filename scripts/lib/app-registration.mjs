/**
 * The server layers (redirects, the 404 monitor, page views) reach the
 * database through objects the app registers on globalThis while Next.js
 * starts (src/instrumentation.ts). `app.prepare()` does not wait for that
 * hook, so the server may be built a moment before they exist: each layer
 * asks for its object through here and waits for it.
 */

/** The object registered under `key`, once it is there; rejects after `waitMs` (the caller keeps its counts and tries again later). */
export function registeredOnGlobal(key, what, { waitMs = 30_000, pollMs = 25 } = {}) {
  const now = globalThis[key];
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const registered = globalThis[key];
      if (registered) {
        clearInterval(timer);
        resolve(registered);
      } else if (Date.now() - started > waitMs) {
        clearInterval(timer);
        reject(new Error(`the app has not registered its ${what}`));
      }
    }, pollMs);
    timer.unref?.();
  });
}
