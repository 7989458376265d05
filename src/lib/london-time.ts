/**
 * London's calendar and clock, whatever the server's time zone: the agency
 * works in London, so "today", a day's first and last moment and a date's
 * wall-clock reading are London's (dates read dd/MM/yyyy, en-GB). The one place that turns
 * an instant into London's reading and back, so GMT/BST is handled once.
 * Pure; london-time.test.ts covers the days the clocks change.
 */

export const LONDON_TIME_ZONE = "Europe/London";

/** A calendar day, month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** London's wall clock at one instant. */
export interface LondonClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const LONDON_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** What London's clock reads at an instant. */
export function londonClock(instant: Date): LondonClock {
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** "2026-07-04": a calendar day written as <input type="date"> and ISO 8601 do. */
export function formatIsoDay({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** London's calendar day of an instant, YYYY-MM-DD (23:30 UTC on 3 July in summer is already 4 July). */
export function londonIsoDay(instant: Date): string {
  return formatIsoDay(londonClock(instant));
}

/** A day written YYYY-MM-DD, or null when it is not a real calendar day (2026-02-30, 15/01/2026). */
export function parseIsoDay(text: string): CalendarDay | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  // A day that does not exist rolls over (30 February becomes 2 March), and
  // years before 100 land in the 1900s: either way the probe reads back different.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The calendar day after a YYYY-MM-DD day (months and years roll over). */
export function nextIsoDay(text: string): string {
  const date = new Date(`${text}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** London's offset from UTC at an instant, in ms (0 in GMT, one hour in BST). */
function londonOffsetMs(instant: number): number {
  const clock = londonClock(new Date(instant));
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant London's clock reads the given time on a day. The offset is
 * read twice: once at the time taken as UTC, then at the answer, so a time
 * within an hour of a clock change still lands on the right side of it.
 */
export function londonInstant(day: CalendarDay, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const wallClock = Date.UTC(day.year, day.month - 1, day.day, hour, minute, second, ms);
  const first = wallClock - londonOffsetMs(wallClock);
  const settled = wallClock - londonOffsetMs(first);
  return new Date(settled);
}

/** The instant a London calendar day begins (23:00 UTC the day before in summer); null for a malformed day. */
export function londonDayStart(text: string): Date | null {
  const day = parseIsoDay(text);
  return day ? londonInstant(day) : null;
}

/** The last moment of a London calendar day (23:59:59.999 GMT or BST); null for a malformed day. */
export function londonDayEnd(text: string): Date | null {
  const day = parseIsoDay(text);
  return day ? londonInstant(day, 23, 59, 59, 999) : null;
}
