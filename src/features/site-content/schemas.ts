import { z } from "zod";
import { isUsableImageUrl, safeLinkHref } from "@/lib/content-rules";
import { tooLong } from "./field-errors";

/**
 * NUL and other control characters (tab and line breaks are fine) and the
 * bidirectional overrides that can disguise text (security.md, "Input and
 * output"): refused with a clear message instead of being stored.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
export const hasNoHiddenCharacters = (value: string) => !HIDDEN_CHARACTERS.test(value);

/** Plain text up to `max` characters, trimmed. */
export const text = (max: number) =>
  z.string().trim().max(max, tooLong(max)).refine(hasNoHiddenCharacters, "common.invalidCharacters");

/** An image address (admin spec §5, public-site spec §5): non-empty, a /path or a full http(s) URL. */
export const imageUrlSchema = text(2000).refine((value) => isUsableImageUrl(value), "common.invalidUrl");

/** An image address that may also be left empty. */
export const optionalImageUrlSchema = text(2000).refine((value) => value === "" || isUsableImageUrl(value), "common.invalidUrl");

/** A button or link target that may be left empty: otherwise a /path or an http(s) URL. */
export const optionalLinkSchema = text(2000).refine((value) => value === "" || safeLinkHref(value) !== null, "common.invalidUrl");

/** The fields of one site_content block the editor changes (admin spec §7). */
export const siteContentFieldsSchema = z.object({
  title: text(200),
  subtitle: text(300),
  content: text(20_000),
  imageUrl: optionalImageUrlSchema,
  imageAlt: text(300),
  buttonText: text(80),
  buttonUrl: optionalLinkSchema,
});
export type SiteContentFields = z.infer<typeof siteContentFieldsSchema>;

export const updateSiteContentSchema = siteContentFieldsSchema.extend({ id: z.uuid() });

export const CONTENT_IMAGE_PURPOSES = ["blog", "site"] as const;
