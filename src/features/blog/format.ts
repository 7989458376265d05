/** Display helpers shared by the journal pages (pure; see format.test.ts). Dates: src/lib/format-date.ts. */

/** "5 min read"; never less than one minute. */
export function readTimeLabel(minutes: number): string {
  const safe = Number.isFinite(minutes) ? Math.max(1, Math.round(minutes)) : 1;
  return `${safe} min read`;
}
