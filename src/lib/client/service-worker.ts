/** Placeholder until the service worker lands: drops this origin's CacheStorage. */
export async function dropBrowserCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) await caches.delete(name);
}
