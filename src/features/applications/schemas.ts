import { z } from "zod";
import { hasHiddenCharacters } from "@/features/forms/field-schemas";
import { MAX_APPLICATION_PHOTOS } from "./rules";

/**
 * The public application form (/apply), shared by the form in the browser and
 * the route handler that stores it. The public site speaks en-GB only, so the
 * messages are plain English. Every text is trimmed and refused if it carries
 * control or direction-override characters (a clear 4xx, never
 * a 500). The date of birth is checked for age on the server (rules.ts), where
 * "today" is known.
 */

export const APPLICATION_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 30,
  nationality: 60,
  otherLanguage: 60,
  height: 20,
  measurements: 40,
  dressSize: 20,
  hairColor: 40,
  eyeColor: 40,
  tattoos: 200,
  piercings: 200,
  availability: 500,
  locationPreference: 80,
  motivation: 2000,
  instagramHandle: 31,
} as const;

/** The languages offered as tick boxes; anything else goes in "Other language". */
export const APPLICATION_LANGUAGES = ["English", "French", "Italian", "Spanish", "Portuguese", "German", "Russian", "Arabic", "Mandarin"] as const;

/** The interests offered as tick boxes (as on model profiles). */
export const APPLICATION_INTERESTS = [
  "Art",
  "Cinema",
  "Cooking",
  "Dance",
  "Fashion",
  "Fine dining",
  "Fitness",
  "Literature",
  "Music",
  "Opera",
  "Theatre",
  "Travel",
  "Wine",
  "Yoga",
] as const;

const HIDDEN_MESSAGE = "Remove the hidden or control characters from this field.";

function tooLong(max: number): string {
  return `Keep this to ${max} characters or fewer.`;
}

/** One line of text, trimmed; "" when left empty (unless required). */
function line(max: number, required?: string) {
  const base = z
    .string({ error: "Enter text here." })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .refine((value) => !hasHiddenCharacters(value), { error: HIDDEN_MESSAGE })
    .refine((value) => value.length <= max, { error: tooLong(max) });
  return required ? base.refine((value) => value.length > 0, { error: required }) : base;
}

/** Several lines of text, trimmed at the ends. */
function paragraph(max: number, required?: string) {
  const base = z
    .string({ error: "Enter text here." })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => !hasHiddenCharacters(value, { multiline: true }), { error: HIDDEN_MESSAGE })
    .refine((value) => value.length <= max, { error: tooLong(max) });
  return required ? base.refine((value) => value.length > 0, { error: required }) : base;
}

/** Choices from a fixed list: each once, in the list's order. */
function choices<const T extends readonly string[]>(options: T) {
  return z
    .array(z.enum(options as unknown as [T[number], ...T[number][]]), { error: "Choose from the list." })
    .max(options.length)
    .transform((picked) => options.filter((option) => picked.includes(option)));
}

const PHONE = /^\+?[0-9 ()-]{7,30}$/;
const INSTAGRAM = /^@?[A-Za-z0-9._]{1,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A signed photo upload (upload-token.ts); the route handler verifies each. */
// raw-string: a signed upload token, verified by its signature.
const photoToken = z.string().min(1).max(300);

export const applicationSchema = z.object({
  fullName: line(APPLICATION_LIMITS.fullName, "Enter your full name."),
  email: line(APPLICATION_LIMITS.email, "Enter your email address.").pipe(z.email({ error: "Enter a valid email address, like name@example.com." })),
  phone: line(APPLICATION_LIMITS.phone, "Enter your phone number.").refine((value) => value === "" || (PHONE.test(value) && value.replace(/\D/g, "").length >= 7), {
    error: "Enter a phone number with at least 7 digits, like +44 7700 900123.",
  }),
  // raw-string: a date, refused unless it reads YYYY-MM-DD.
  dateOfBirth: z
    .string({ error: "Enter your date of birth." })
    .trim()
    .refine((value) => value.length > 0, { error: "Enter your date of birth." })
    .refine((value) => value === "" || DATE.test(value), { error: "Enter your date of birth as a date, like 1998-04-21." }),
  nationality: line(APPLICATION_LIMITS.nationality),
  languages: choices(APPLICATION_LANGUAGES),
  otherLanguage: line(APPLICATION_LIMITS.otherLanguage),
  height: line(APPLICATION_LIMITS.height),
  measurements: line(APPLICATION_LIMITS.measurements),
  dressSize: line(APPLICATION_LIMITS.dressSize),
  hairColor: line(APPLICATION_LIMITS.hairColor),
  eyeColor: line(APPLICATION_LIMITS.eyeColor),
  tattoos: line(APPLICATION_LIMITS.tattoos),
  piercings: line(APPLICATION_LIMITS.piercings),
  interests: choices(APPLICATION_INTERESTS),
  availability: paragraph(APPLICATION_LIMITS.availability),
  locationPreference: line(APPLICATION_LIMITS.locationPreference),
  motivation: paragraph(APPLICATION_LIMITS.motivation, "Tell us a little about why you would like to join."),
  instagramHandle: line(APPLICATION_LIMITS.instagramHandle).refine((value) => value === "" || INSTAGRAM.test(value), {
    error: "Enter an Instagram handle of letters, numbers, dots and underscores.",
  }),
  photos: z
    .array(photoToken, { error: "Add at least one photo." })
    .min(1, { error: "Add at least one photo of yourself." })
    .max(MAX_APPLICATION_PHOTOS, { error: `Add at most ${MAX_APPLICATION_PHOTOS} photos.` }),
  confirmAdult: z.literal(true, { error: "Confirm that you are 18 or over and have read the privacy policy." }),
  /** The honeypot: hidden from people, filled in by bots. Any value is accepted here and answered as a success without storing anything. */
  // raw-string: the honeypot: never stored, any value answered as success.
  website: z.string().max(500).optional(),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationFields = z.output<typeof applicationSchema>;

/** The form's fields in the order they appear (for focusing the first error). */
export const APPLICATION_FIELDS = [
  "fullName",
  "email",
  "phone",
  "dateOfBirth",
  "nationality",
  "languages",
  "otherLanguage",
  "height",
  "measurements",
  "dressSize",
  "hairColor",
  "eyeColor",
  "tattoos",
  "piercings",
  "interests",
  "availability",
  "locationPreference",
  "motivation",
  "instagramHandle",
  "photos",
  "confirmAdult",
] as const satisfies readonly (keyof ApplicationFields)[];

/** Field errors by name (first message each), as the route handler answers them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What the submit route answers. */
export type SubmitApplicationResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** What the photo upload route answers. */
export type UploadPhotoResult = { ok: true; token: string } | { ok: false; error: string };

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: "Enter a real date of birth, like 1998-04-21.",
  future: "Your date of birth cannot be in the future.",
  underAge: "You must be 18 or over to apply. We cannot accept applications from anyone under 18.",
  tooOld: "Check your date of birth: it looks like a typing mistake.",
} as const;
