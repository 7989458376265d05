import { z } from "zod";
import { hasHiddenCharacters } from "../forms/field-schemas";

/**
 * The parts every admin list's address parameters share (Users, Models,
 * Model reviews, Applications, Meta Tags, Structured Data, Redirects): each
 * list's own list-params.ts names its filters and orders and builds its
 * schema from these. An address bar is not a form: anything malformed falls
 * back to the default rather than failing.
 */

/** Search parameters as a page receives them, or as the browser holds them. */
export type RawListParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** A parameter's first value (a repeated `?q=a&q=b` reads as "a"). */
export function firstParam(raw: RawListParams, name: string): string | undefined {
  if (raw instanceof URLSearchParams) return raw.get(name) ?? undefined;
  const value = raw[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A list's parameters read from its address: each field of the schema takes
 * the first value of its parameter (`names` where the address calls it
 * otherwise). Every field of a list schema ends in `.catch(default)`, so a
 * missing or malformed value gives the default and parsing never throws.
 */
export function parseListParams<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  raw: RawListParams,
  names: Partial<Record<keyof Shape & string, string>> = {},
): z.output<z.ZodObject<Shape>> {
  const fields = Object.keys(schema.shape) as (keyof Shape & string)[];
  return schema.parse(Object.fromEntries(fields.map((field) => [field, firstParam(raw, names[field] ?? field)])));
}

/** Search text: one line, trimmed, at most `max` characters; text with hidden characters reads as no search. */
export function listSearchParam(max: number) {
  return z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, max))
    .transform((value) => (hasHiddenCharacters(value) ? "" : value))
    .catch("");
}

/** A page number as typed in an address: digits only, 1 to a million; anything else is page 1. */
export const listPageParam = z
  .string()
  .regex(/^\d{1,7}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(1_000_000))
  .catch(1);

/** Pages for `total` rows (at least 1), and the page clamped into them. */
export { pageWindow } from "@/lib/paging";
