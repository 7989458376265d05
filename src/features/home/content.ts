/**
 * Small pure rules for rendering admin-edited content (public-site spec §5).
 * Site copy is plain text with paragraphs separated by a blank line.
 */

import { splitParagraphs } from "@/features/legal/document";

/** An image URL is valid only if non-empty and either a /path or a full http(s) URL. */
export function isUsableImageUrl(url: string | null | undefined): url is string {
  const value = url?.trim();
  if (!value) return false;
  // "//host/x" starts with "/" but is another site: not a path of ours.
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The href a button or link may use, or null to render its text without a
 * link: empty targets, the strings "undefined"/"null", and anything not
 * starting with / or http (javascript:, mailto:, relative junk) are refused.
 */
export function safeLinkHref(target: string | null | undefined): string | null {
  const value = target?.trim() ?? "";
  if (!value || value === "undefined" || value === "null") return null;
  if (value.startsWith("/")) return value.startsWith("//") || value.startsWith("/\\") ? null : value;
  if (!value.startsWith("http")) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:" ? value : null;
  } catch {
    return null;
  }
}

/** Paragraphs of a plain-text block (blank-line separated), trimmed, empty ones dropped; no text gives none. */
export function paragraphs(text: string | null | undefined): string[] {
  return splitParagraphs(text ?? "");
}
