/**
 * The site's date formats, one module for the public pages and the back
 * office: British order, London's calendar and clock whatever the server's
 * time zone (admin spec §9: dates dd/MM/yyyy or en-GB). Pure; format-date.test.ts.
 */

const LONDON = "Europe/London";

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: LONDON });

const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: LONDON,
});

// en-CA writes dates as YYYY-MM-DD.
const ISO_DAY = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: LONDON });

function toDate(value: Date | string): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 March 2025" (journal posts, reviews, the legal pages); "" for an invalid date. */
export function formatLongDate(value: Date | string): string {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : "";
}

/** "04/07/2026 09:05": dd/MM/yyyy HH:mm on a 24-hour clock (audit log, last saved); "" for an invalid date. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  if (!date) return "";
  const parts = Object.fromEntries(DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** "04/07/2026": dd/MM/yyyy (admin lists: joined, subscription ends); "" for an invalid date. */
export function formatDay(value: Date | string): string {
  return formatDateTime(value).slice(0, 10);
}

/**
 * "14/07/1996" for the calendar day "1996-07-14" (a date of birth: a day, not
 * an instant, so no time zone moves it); anything else is shown as given.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** "2025-03-05": the calendar day in London, for <time dateTime> and sitemaps; "" for an invalid date. */
export function isoDay(value: Date | string): string {
  const date = toDate(value);
  return date ? ISO_DAY.format(date) : "";
}

/** The instant London's calendar day "2026-07-04" begins (23:00 UTC the day before in summer); null for a malformed day. */
export function londonDayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utcMidnight)) return null;
  // London's clock at UTC midnight is ahead by its offset (0 or 1 hour); midnight London is that much earlier.
  const parts = Object.fromEntries(DATE_TIME.formatToParts(new Date(utcMidnight)).map((part) => [part.type, Number(part.value)]));
  const londonClock = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return new Date(utcMidnight - (londonClock - utcMidnight));
}
