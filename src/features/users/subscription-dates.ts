import { londonDayEnd, londonIsoDay, parseIsoDay } from "@/lib/london-time";

/**
 * Subscription lengths and end dates. Pure,
 * so the dialog's "ends on" preview and the action compute the same date.
 */

/** What the admin picks: a length, a chosen day, or no end at all. */
export const SUBSCRIPTION_LENGTHS = ["1w", "1m", "6m", "1y", "date", "none"] as const;
export type SubscriptionLength = (typeof SUBSCRIPTION_LENGTHS)[number];
type FixedLength = Exclude<SubscriptionLength, "date" | "none">;

/**
 * "Expiring soon" on the Users screen: a current subscription or an exclusive
 * membership that ends within the next 7 days. A week leaves the agency time
 * to contact the member before access stops, without flooding the filter.
 */
export const EXPIRING_SOON_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Calendar months later, on the same day or the month's last one (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(Math.min(day, daysInMonth(date.getUTCFullYear(), date.getUTCMonth())));
  return date;
}

export function addLength(from: Date, length: FixedLength): Date {
  switch (length) {
    case "1w":
      return new Date(from.getTime() + 7 * DAY_MS);
    case "1m":
      return addMonths(from, 1);
    case "6m":
      return addMonths(from, 6);
    case "1y":
      return addMonths(from, 12);
  }
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30) from the year 2000 on. */
export function isIsoDay(value: string): boolean {
  const day = parseIsoDay(value);
  return day !== null && day.year >= 2000;
}

/** Today's date in London (where the agency works), YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return londonIsoDay(now);
}

/** A chosen day is usable when it is today or later in London (an expiry cannot be in the past). */
export function isTodayOrLater(day: string, now: Date = new Date()): boolean {
  return isIsoDay(day) && day >= londonToday(now);
}

/**
 * The last moment of a London calendar day (23:59:59.999, in GMT or BST):
 * access chosen "until 5 May" lasts the whole of 5 May. Null for an invalid day.
 */
export function endOfLondonDay(day: string): Date | null {
  return isIsoDay(day) ? londonDayEnd(day) : null;
}

export interface SubscriptionChoice {
  length: SubscriptionLength;
  /** The chosen day (YYYY-MM-DD) when length is "date". */
  until?: string | null;
}

/**
 * When a new or extended subscription ends; null means no end.
 *
 * A length counts from the current subscription's end when it is still
 * running and has one (extending a month that ends on 10 May gives 10 June),
 * otherwise from now. A chosen day ends at the close of that London day.
 * Throws on a missing or invalid day: the schemas refuse those first.
 */
export function subscriptionEnd(choice: SubscriptionChoice, currentEnd: Date | null | undefined, now: Date = new Date()): Date | null {
  if (choice.length === "none") return null;
  if (choice.length === "date") {
    const end = choice.until ? endOfLondonDay(choice.until) : null;
    if (!end) throw new Error(`subscriptionEnd: invalid day ${String(choice.until)}`);
    return end;
  }
  const base = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return addLength(base, choice.length);
}

/** Whether an end date falls in the "expiring soon" window (after now, within EXPIRING_SOON_DAYS). */
export function isExpiringSoon(end: Date | null | undefined, now: Date = new Date()): boolean {
  if (!end) return false;
  const left = end.getTime() - now.getTime();
  return left > 0 && left <= EXPIRING_SOON_DAYS * DAY_MS;
}

export interface SubscriptionPeriod {
  active: boolean;
  startsAt: Date;
  endsAt: Date | null;
}

/**
 * The subscription that counts now among an account's rows: active and not
 * past its end (the rule access/queries.ts applies to viewers). With several,
 * the one reaching furthest (no end beats any end). Null when there is none.
 */
export function runningSubscription<T extends SubscriptionPeriod>(rows: readonly T[], now: Date = new Date()): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (!row.active || (row.endsAt && row.endsAt.getTime() <= now.getTime())) continue;
    if (!best || reachesFurther(row, best)) best = row;
  }
  return best;
}

function reachesFurther(a: SubscriptionPeriod, b: SubscriptionPeriod): boolean {
  if (!b.endsAt) return false;
  if (!a.endsAt) return true;
  return a.endsAt.getTime() > b.endsAt.getTime();
}
