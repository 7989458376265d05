import fs from "node:fs";
import path from "node:path";
import { renderDemoBanner, renderDemoPortrait } from "../features/images/demo-portraits";

/**
 * Demo images are deterministic (same seed, same bytes), so rendered ones are
 * kept in node_modules/.cache and reused by later seeds (test runs, fresh
 * data folders). Bump the version when the generator changes.
 */
const CACHE_DIR = path.resolve("node_modules", ".cache", "velvet-demo-images", "v1");

async function cached(name: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE_DIR, `${name}.webp`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    const data = await render();
    await fs.promises.mkdir(CACHE_DIR, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, file);
    return data;
  }
}

/** 3:4 portraits at 600×800: enough for cards and profiles, quick to generate. */
export function demoPortrait(seed: number, palette: number): Promise<Buffer> {
  return cached(`portrait-${seed}-${palette}-600x800`, () =>
    renderDemoPortrait({ seed, palette, width: 600, height: 800 }),
  );
}

export function demoBanner(seed: number, palette: number, width = 1600, height = 900): Promise<Buffer> {
  return cached(`banner-${seed}-${palette}-${width}x${height}`, () => renderDemoBanner({ seed, palette, width, height }));
}

/** Runs tasks with at most `limit` in flight (sharp work uses the thread pool). */
export async function mapWithLimit<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}
