import { formatPounds } from "./pricing";

/**
 * A model's booking terms beside her rates: the shortest booking she takes
 * (`models.min_booking_minutes`) and what an outcall adds
 * (`models.travel_supplement`, whole pounds). Both are optional: the profile
 * says them only where staff have set them, and the site's copy promises no
 * more than that.
 */

/** The limits the database holds them to (migration 0019's checks). */
export const MIN_BOOKING_RANGE = { min: 15, max: 1440 } as const;
export const TRAVEL_SUPPLEMENT_RANGE = { min: 0, max: 10_000 } as const;

/** The minimum bookings the form offers, in minutes. */
export const MIN_BOOKING_CHOICES = [30, 60, 90, 120, 180, 240] as const;

/** "30 minutes", "1 hour", "1 hour 30 minutes", "2 hours". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourPart = hours === 0 ? "" : hours === 1 ? "1 hour" : `${hours} hours`;
  const minutePart = rest === 0 ? "" : rest === 1 ? "1 minute" : `${rest} minutes`;
  return [hourPart, minutePart].filter(Boolean).join(" ");
}

/** The profile's lines for the terms that are set, in reading order; none when neither is. */
export function bookingTermLines(terms: { minBookingMinutes: number | null; travelSupplement: number | null }): string[] {
  const lines: string[] = [];
  if (terms.minBookingMinutes !== null) lines.push(`Minimum booking: ${durationLabel(terms.minBookingMinutes)}`);
  if (terms.travelSupplement !== null) {
    lines.push(terms.travelSupplement === 0 ? "No travel supplement" : `Travel supplement: ${formatPounds(terms.travelSupplement)}`);
  }
  return lines;
}
