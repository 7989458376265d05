/** Display helpers shared by the journal pages (pure; see format.test.ts). */

const LONDON = "Europe/London";

/** "5 March 2025": en-GB, in London time whatever the server's zone. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: LONDON });
}

/** "2025-03-05": the calendar day in London, for <time dateTime> and sitemaps. */
export function isoDay(date: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: LONDON, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** "5 min read"; never less than one minute. */
export function readTimeLabel(minutes: number): string {
  const safe = Number.isFinite(minutes) ? Math.max(1, Math.round(minutes)) : 1;
  return `${safe} min read`;
}
