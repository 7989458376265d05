import { z } from "zod";
import { isUsableImageUrl } from "@/lib/content-rules";
import { singleLine } from "@/features/content-sections/text-fields";

export const PREFERENCE_LIMITS = { name: 80, path: 200, imageUrl: 2000, imageAlt: 200, maxOrder: 9999 } as const;

/** Spec §5 (image upload): 10 MB, image types only. */

/**
 * A path on this site for a tile's link: starts with one "/" (not "//", which
 * is another host), no backslash, spaces or control characters. Query and
 * fragment are allowed ("/models?district=soho", "/#districts").
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return /^\/(?![/\\])[^\s\\\u0000-\u001F\u007F]*$/.test(value) && value.length <= PREFERENCE_LIMITS.path;
}

/**
 * The tile form (spec §3 "preference category", §5): name, path and image
 * are required; alt text optional; order defaults to 0; active by default.
 */
export const preferenceCategorySchema = z.object({
  name: singleLine({ min: 1, max: PREFERENCE_LIMITS.name }),
  path: singleLine({ min: 1, max: PREFERENCE_LIMITS.path }).refine(isSitePath, { error: "pathInvalid" }),
  imageUrl: singleLine({ min: 1, max: PREFERENCE_LIMITS.imageUrl }).refine(isUsableImageUrl, { error: "imageUrlInvalid" }),
  imageAlt: singleLine({ max: PREFERENCE_LIMITS.imageAlt }),
  orderIndex: z
    .number({ error: "orderInvalid" })
    .int({ error: "orderInvalid" })
    .min(0, { error: "orderInvalid" })
    .max(PREFERENCE_LIMITS.maxOrder, { error: "orderInvalid" }),
  isActive: z.boolean(),
});

export type PreferenceCategoryValues = z.input<typeof preferenceCategorySchema>;

export const updatePreferenceCategorySchema = preferenceCategorySchema.extend({ id: z.uuid({ error: "invalid" }) });
export const deletePreferenceCategorySchema = z.object({ id: z.uuid({ error: "invalid" }) });

export const EMPTY_PREFERENCE_CATEGORY: PreferenceCategoryValues = {
  name: "",
  path: "",
  imageUrl: "",
  imageAlt: "",
  orderIndex: 0,
  isActive: true,
};

/** The order input falls back to 0 when it is empty or not a number (spec §5). */
export function parseOrder(raw: unknown): number {
  const value = typeof raw === "number" ? raw : Number(String(raw ?? "").trim());
  return Number.isFinite(value) && String(raw ?? "").trim() !== "" ? Math.trunc(value) : 0;
}

/**
 * Spec §5: 'Please fill in all required fields' when the name, the path or
 * the image is missing (blank after trimming).
 */
export function missingRequiredFields(values: Partial<Pick<PreferenceCategoryValues, "name" | "path" | "imageUrl">>): boolean {
  const blank = (value: string | undefined) => !value || value.trim() === "";
  return blank(values.name) || blank(values.path) || blank(values.imageUrl);
}
