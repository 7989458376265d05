import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { FIELD_MESSAGES, imageUrlSchema, keywordsSchema, multilineTextSchema, textSchema } from "@/features/forms/field-schemas";
import { MIN_BOOKING_RANGE, TRAVEL_SUPPLEMENT_RANGE } from "../../booking-terms";
import { LISTED_LANGUAGES, OTHER_LANGUAGE_LIMITS } from "../../languages";
import { AVAILABILITY_CHOICES } from "../schemas";

/**
 * The model form's input, shared by
 * the form and its actions. Messages are admin message references.
 */

/** The services a model may offer, word for word. */
export const MODEL_SERVICES = [
  "Dinner Companion",
  "Event Escort",
  "Private Meetings",
  "Social Events",
  "Business Dinners",
  "Travel Companion",
  "Cultural Events",
  "Dance Performances",
  "Art Exhibitions",
  "Luxury Events",
  "International Travel",
  "Corporate Functions",
] as const;
export type ModelService = (typeof MODEL_SERVICES)[number];

/**
 * The three mutually exclusive access types, stored as two
 * flags (members_only, all_photos_public) that are never both true.
 */
export const ACCESS_TYPES = ["public", "membersOnly", "allPhotosPublic"] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export function accessTypeOf(flags: { membersOnly: boolean; allPhotosPublic: boolean }): AccessType {
  if (flags.membersOnly) return "membersOnly";
  return flags.allPhotosPublic ? "allPhotosPublic" : "public";
}

export function accessFlagsOf(access: AccessType): { membersOnly: boolean; allPhotosPublic: boolean } {
  return { membersOnly: access === "membersOnly", allPhotosPublic: access === "allPhotosPublic" };
}

export const PRICE_FIELDS = ["priceOneHour", "priceTwoHours", "priceThreeHours", "priceAdditionalHour"] as const;
export const PHYSICAL_FIELDS = ["height", "measurements", "hair", "eyes", "nationality", "education"] as const;

export const AGE_RANGE = { min: 18, max: 99 } as const;
export const PRICE_RANGE = { min: 0, max: 100_000 } as const;
export const INTERESTS_LIMITS = { maxItems: 20, maxLength: 60 } as const;

/**
 * A whole number typed in a box, or nothing (integers or null). The form sends
 * the text as typed; "" and null become null, digits become the number,
 * anything else (1.5, "abc", -3) gets `message`.
 */
function optionalWholeNumber({ min, max, message }: { min: number; max: number; message: string }) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return null;
      if (typeof value === "number") return value;
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return null;
      return /^\d{1,9}$/.test(text) ? Number(text) : text;
    },
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable(),
  );
}

const priceSchema = optionalWholeNumber({ ...PRICE_RANGE, message: "adminModels.form.errors.price" });
const physicalText = textSchema({ max: 100 });

/** A select's value: "" or "none" is no district; otherwise a district id. */
const locationIdSchema = z.preprocess(
  (value) => (value === "" || value === "none" || value === null || value === undefined ? null : typeof value === "string" ? Number(value) : value),
  z.number({ error: FIELD_MESSAGES.invalid }).int({ error: FIELD_MESSAGES.invalid }).positive({ error: FIELD_MESSAGES.invalid }).nullable(),
);

/** The minimum booking select's value for "no minimum" (a select item cannot have an empty value). */
export const NO_MINIMUM = "none";

/** The minimum booking in minutes, or null; the select sends its value as text. */
const minBookingSchema = z.preprocess(
  (value) => (value === NO_MINIMUM ? null : value),
  optionalWholeNumber({ ...MIN_BOOKING_RANGE, message: "adminModels.form.errors.minBooking" }),
);

/** Each entry once, in the order given. */
const unique = <T,>(items: T[]) => [...new Set(items)];

export const modelFieldsSchema = z.object({
  name: textSchema({ max: 100, required: "adminModels.form.errors.nameRequired" }),
  age: optionalWholeNumber({ ...AGE_RANGE, message: "adminModels.form.errors.age" }),
  locationId: locationIdSchema,
  availability: z.enum(AVAILABILITY_CHOICES, { error: FIELD_MESSAGES.invalid }),
  description: multilineTextSchema({ max: 5000 }),
  access: z.enum(ACCESS_TYPES, { error: FIELD_MESSAGES.invalid }),
  isHidden: z.boolean({ error: FIELD_MESSAGES.invalid }),
  faceVisible: z.boolean({ error: FIELD_MESSAGES.invalid }),
  showOnHomepage: z.boolean({ error: FIELD_MESSAGES.invalid }),
  /** 1 = first; null = at the end. Ignored when the model is not on the home page. */
  homepagePosition: optionalWholeNumber({ min: 1, max: 10_000, message: "adminModels.form.errors.position" }),
  height: physicalText,
  measurements: physicalText,
  hair: physicalText,
  eyes: physicalText,
  nationality: physicalText,
  education: textSchema({ max: 200 }),
  priceOneHour: priceSchema,
  priceTwoHours: priceSchema,
  priceThreeHours: priceSchema,
  priceAdditionalHour: priceSchema,
  minBookingMinutes: minBookingSchema,
  travelSupplement: optionalWholeNumber({ ...TRAVEL_SUPPLEMENT_RANGE, message: "adminModels.form.errors.travelSupplement" }),
  /** The languages /apply lists, ticked; anything else the model speaks is in otherLanguages. */
  languages: z
    .array(z.enum(LISTED_LANGUAGES, { error: "adminModels.form.errors.language" }), { error: FIELD_MESSAGES.invalid })
    .max(LISTED_LANGUAGES.length, { error: FIELD_MESSAGES.invalid })
    .transform(unique),
  otherLanguages: keywordsSchema(OTHER_LANGUAGE_LIMITS),
  categoryIds: z
    .array(z.number({ error: FIELD_MESSAGES.invalid }).int({ error: FIELD_MESSAGES.invalid }).positive({ error: FIELD_MESSAGES.invalid }), {
      error: FIELD_MESSAGES.invalid,
    })
    .max(200, { error: FIELD_MESSAGES.invalid })
    .transform(unique),
  services: z
    .array(z.enum(MODEL_SERVICES, { error: "adminModels.form.errors.service" }), { error: FIELD_MESSAGES.invalid })
    .max(MODEL_SERVICES.length, { error: FIELD_MESSAGES.invalid })
    .transform(unique),
  interests: keywordsSchema(INTERESTS_LIMITS),
  /** The main image's address: set by the upload (a /media/... path), or an external URL kept from before; "" is none. */
  image: imageUrlSchema(),
  imageMediaId: z.uuid({ error: FIELD_MESSAGES.invalid }).nullable(),
});

/** What the form holds and sends: numbers as typed text, the district as the select's value. */
export interface ModelFormValues {
  name: string;
  age: string;
  locationId: string;
  availability: (typeof AVAILABILITY_CHOICES)[number];
  description: string;
  access: AccessType;
  isHidden: boolean;
  faceVisible: boolean;
  showOnHomepage: boolean;
  homepagePosition: string;
  height: string;
  measurements: string;
  hair: string;
  eyes: string;
  nationality: string;
  education: string;
  priceOneHour: string;
  priceTwoHours: string;
  priceThreeHours: string;
  priceAdditionalHour: string;
  /** Minutes as text, or NO_MINIMUM. */
  minBookingMinutes: string;
  travelSupplement: string;
  languages: string[];
  otherLanguages: string[];
  categoryIds: number[];
  services: string[];
  interests: string[];
  image: string;
  imageMediaId: string | null;
}
/** What the actions store, after validation. */
export type ModelFields = z.output<typeof modelFieldsSchema>;

export const createModelSchema = modelFieldsSchema;
export const updateModelSchema = modelFieldsSchema.extend({ id: z.uuid({ error: FIELD_MESSAGES.invalid }), ...versionFields });
export type UpdateModelInput = z.input<typeof updateModelSchema>;

/** The home page selector offers max(5, models on the home page + 1) positions. */
export function homepagePositionCount(onHomepage: number): number {
  return Math.max(5, onHomepage + 1);
}
