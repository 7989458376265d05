import { z } from "zod";
import { FIELD_MESSAGES, keywordsSchema, tooManyItems } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { landingFieldsSchema, landingPageIdSchema } from "@/features/admin/landing-page";

export const DISTRICT_LIMITS = { postcodes: 20, landmarks: 30, landmark: 120 } as const;

/**
 * A UK postcode district (the "outward code": SW1X, W1, EC2M, N1C, TW9),
 * which is how districts are described; upper-cased before the check.
 */
const POSTCODE_DISTRICT_RE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

export function normalisePostcode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, "");
}

export function isPostcodeDistrict(value: string): boolean {
  return POSTCODE_DISTRICT_RE.test(normalisePostcode(value));
}

const coordinate = (min: number, max: number, error: string) =>
  z.number({ error }).refine((value) => Number.isFinite(value) && value >= min && value <= max, { error });

/** A district's own landing fields, plus where it is: coordinates, postcodes, landmarks. */
export const districtFieldsSchema = landingFieldsSchema.extend({
  lat: coordinate(-90, 90, "latitudeRange"),
  lng: coordinate(-180, 180, "longitudeRange"),
  postcodes: z
    // raw-string: a postcode district, refused unless isPostcodeDistrict accepts it.
    .array(z.string({ error: FIELD_MESSAGES.invalid }).transform(normalisePostcode), { error: FIELD_MESSAGES.invalid })
    .transform((items) => items.filter(Boolean))
    .refine((items) => items.every(isPostcodeDistrict), { error: "postcodeInvalid" })
    .refine((items) => items.length <= DISTRICT_LIMITS.postcodes, { error: tooManyItems(DISTRICT_LIMITS.postcodes) })
    .refine((items) => new Set(items).size === items.length, { error: FIELD_MESSAGES.duplicateItem }),
  nearbyLandmarks: keywordsSchema({ maxItems: DISTRICT_LIMITS.landmarks, maxLength: DISTRICT_LIMITS.landmark }),
});

export const districtPageSchema = districtFieldsSchema.extend({ id: landingPageIdSchema, ...versionFields });

export type DistrictFieldsValues = z.input<typeof districtFieldsSchema>;

/** A coordinate typed in a text box: a finite number, or NaN so the schema reports it. */
export function parseCoordinate(raw: unknown): number {
  const text = String(raw ?? "").trim().replace(",", ".");
  return text === "" ? Number.NaN : Number(text);
}
