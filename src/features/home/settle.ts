export type Settled<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs one section's read so that its failure costs only that section (shown
 * with an inline notice), not the whole page: logged on the server, never
 * thrown to the visitor as a 500.
 */
export async function settle<T>(label: string, read: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    console.error(`[home] ${label} could not be loaded:`, error);
    return { ok: false };
  }
}
