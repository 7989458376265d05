/**
 * The site's date formats, one module for the public pages and the back
 * office: British order, London's calendar and clock whatever the server's
 * time zone (dates dd/MM/yyyy or en-GB). Pure; format-date.test.ts.
 */

import { formatIsoDay, LONDON_TIME_ZONE, londonClock, londonIsoDay } from "./london-time";

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: LONDON_TIME_ZONE });

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

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
  const clock = londonClock(date);
  return `${formatCalendarDay(formatIsoDay(clock))} ${pad2(clock.hour)}:${pad2(clock.minute)}`;
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
  return date ? londonIsoDay(date) : "";
}
