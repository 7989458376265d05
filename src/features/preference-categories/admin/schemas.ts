import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { FIELD_MESSAGES, imageUrlSchema, orderIndexSchema, textSchema } from "@/features/forms/field-schemas";

export const PREFERENCE_LIMITS = { name: 80, path: 200, imageUrl: 2000, imageAlt: 200, maxOrder: 9999 } as const;

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
 * The tile form: name, path and image
 * are required; alt text optional; order defaults to 0; active by default.
 * The tile's own messages ("required", "pathInvalid", …) are keys of its
 * form's catalogue (adminModels.errors); the form adds the 'Please
 * fill in all required fields' toast.
 */
export const preferenceCategorySchema = z.object({
  name: textSchema({ max: PREFERENCE_LIMITS.name, required: "required" }),
  path: textSchema({ max: PREFERENCE_LIMITS.path, required: "required" }).refine(isSitePath, { error: "pathInvalid" }),
  imageUrl: imageUrlSchema({ max: PREFERENCE_LIMITS.imageUrl, required: "required", message: "imageUrlInvalid" }),
  imageAlt: textSchema({ max: PREFERENCE_LIMITS.imageAlt }),
  orderIndex: orderIndexSchema({ max: PREFERENCE_LIMITS.maxOrder, message: "orderInvalid" }),
  isActive: z.boolean(),
});

export type PreferenceCategoryValues = z.input<typeof preferenceCategorySchema>;

export const updatePreferenceCategorySchema = preferenceCategorySchema.extend({ id: z.uuid({ error: FIELD_MESSAGES.invalid }), ...versionFields });
export const deletePreferenceCategorySchema = z.object({ id: z.uuid({ error: FIELD_MESSAGES.invalid }) });

export const EMPTY_PREFERENCE_CATEGORY: PreferenceCategoryValues = {
  name: "",
  path: "",
  imageUrl: "",
  imageAlt: "",
  orderIndex: 0,
  isActive: true,
};

/** The order input falls back to 0 when it is empty or not a number. */
export function parseOrder(raw: unknown): number {
  const value = typeof raw === "number" ? raw : Number(String(raw ?? "").trim());
  return Number.isFinite(value) && String(raw ?? "").trim() !== "" ? Math.trunc(value) : 0;
}

/**
 * 'Please fill in all required fields' when the name, the path or
 * the image is missing (blank after trimming).
 */
export function missingRequiredFields(values: Partial<Pick<PreferenceCategoryValues, "name" | "path" | "imageUrl">>): boolean {
  const blank = (value: string | undefined) => !value || value.trim() === "";
  return blank(values.name) || blank(values.path) || blank(values.imageUrl);
}
