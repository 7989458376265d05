/**
 * `fn` over every item with at most `limit` calls running at once, results
 * in the items' order. For work against a store or a remote server, where
 * one call per item at once would open as many connections as there are items.
 */
export async function mapLimited<Item, Result>(items: readonly Item[], limit: number, fn: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
