/**
 * The model application's pure rules: who is old enough to apply, what the
 * stored age and birth year are, and which status changes staff may make.
 * No I/O, so each is unit-tested (rules.test.ts) and shared by the public
 * form, its route handler and the back office.
 */

import { type CalendarDay, londonClock, parseIsoDay } from "@/lib/london-time";

/** Applicants must be adults (the site is for over-18s only; privacy policy). */
export const MINIMUM_AGE = 18;
/** An age above this is a typing mistake, not an applicant. */
export const MAXIMUM_AGE = 80;

export const APPLICATION_STATUSES = ["pending", "reviewing", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses staff set from the application's decision panel: reviewing, approved or rejected. */
export const REVIEW_DECISIONS = ["reviewing", "approved", "rejected"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Up to 10 photos, as an admin batch upload. */
export const MAX_APPLICATION_PHOTOS = 10;

export type CalendarDate = CalendarDay;

/**
 * A date typed as YYYY-MM-DD (what <input type="date"> sends), or null when it
 * is not a real calendar day (2001-02-30, 2001-13-01, text).
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  return parseIsoDay(text.trim());
}

/** Today's calendar date in London (the agency's clock), so a birthday counts from London midnight. */
export function londonToday(now: Date = new Date()): CalendarDate {
  const { year, month, day } = londonClock(now);
  return { year, month, day };
}

/** Whole years between a birth date and a day (a birthday not reached yet this year does not count). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export type DateOfBirthCheck =
  | { ok: true; age: number; birthYear: number; isoDate: string }
  | { ok: false; problem: "invalid" | "future" | "underAge" | "tooOld" };

/** Whether a typed date of birth is a real day of an adult applicant; the age and birth year stored with it. */
export function checkDateOfBirth(text: string, today: CalendarDate): DateOfBirthCheck {
  const birth = parseCalendarDate(text);
  if (!birth) return { ok: false, problem: "invalid" };
  const age = ageOn(birth, today);
  if (age < 0) return { ok: false, problem: "future" };
  if (age < MINIMUM_AGE) return { ok: false, problem: "underAge" };
  if (age > MAXIMUM_AGE) return { ok: false, problem: "tooOld" };
  const pad = (n: number) => String(n).padStart(2, "0");
  return { ok: true, age, birthYear: birth.year, isoDate: `${birth.year}-${pad(birth.month)}-${pad(birth.day)}` };
}

/**
 * Staff may move an application between pending-review states freely, but
 * once it has become a model it stays approved: un-approving it would leave a
 * live profile behind an application that says no.
 */
export function mayChangeStatus(current: { status: ApplicationStatus; convertedModelId: string | null }, next: ReviewDecision): boolean {
  if (current.convertedModelId) return next === "approved" && current.status === "approved";
  return true;
}

/** Convert to Model only once, and only when approved. */
export function mayConvert(application: { status: ApplicationStatus; convertedModelId: string | null }): boolean {
  return application.status === "approved" && application.convertedModelId === null;
}

/** An Instagram handle as stored: without the @, lower case (Instagram names are case-insensitive). */
export function normaliseInstagramHandle(text: string): string {
  return text.trim().replace(/^@+/, "").toLowerCase();
}

/** A name-like text matched loosely: case, accents and spacing ignored ("Notting  Hill" = "notting hill"). */
export function looseKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Which district a converted model is placed in: the one whose name or slug
 * matches the applicant's location preference, else none. A model with no
 * district is shown as "London" on its profile (model-profile.tsx), which is
 * exactly the converted model's default location, London.
 */
export function districtForPreference<T extends { id: number; name: string; slug: string }>(preference: string | null, districts: readonly T[]): T | null {
  if (!preference) return null;
  const wanted = looseKey(preference);
  if (!wanted) return null;
  return districts.find((d) => looseKey(d.name) === wanted || looseKey(d.slug) === wanted) ?? null;
}

/** Days since a moment, for the retention rule. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a rejected application reviewed before this moment is due for purging. */
export function rejectedApplicationRetentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Photos uploaded from /apply and never sent with an application are removed after this long. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = DAY_MS;
