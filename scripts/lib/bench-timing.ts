/**
 * How the query benches time one call: three warm-up runs, then `runs`
 * timed ones; median, 95th percentile and slowest, in milliseconds.
 */
export interface Timing {
  median: number;
  p95: number;
  max: number;
}

export async function timeQuery(run: () => Promise<unknown>, runs: number): Promise<Timing> {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: pick(0.5), p95: pick(0.95), max: samples[samples.length - 1] };
}

/** Times each case and prints one markdown table: label, median, 95th percentile, slowest. */
export async function printTimingTable(title: string, cases: readonly (readonly [string, () => Promise<unknown>])[], runs: number): Promise<void> {
  console.log(`\n| ${title} | median ms | p95 ms | max ms |`);
  console.log("|---|---:|---:|---:|");
  for (const [label, run] of cases) {
    const { median, p95, max } = await timeQuery(run, runs);
    console.log(`| ${label} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${max.toFixed(1)} |`);
  }
}
