/**
 * Small pure rules for rendering admin-edited content,
 * shared by the public pages and the admin forms: which image and link
 * addresses are usable, and how plain text splits into paragraphs (site copy
 * is plain text with paragraphs separated by a blank line).
 */

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

/** Paragraphs are separated by blank lines; single line breaks inside one are just spaces. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Paragraphs of a plain-text block (blank-line separated), trimmed, empty ones dropped; no text gives none. */
export function paragraphs(text: string | null | undefined): string[] {
  return splitParagraphs(text ?? "");
}

export type TextPart = { kind: "text"; text: string } | { kind: "email"; text: string };

/**
 * Splits plain text so email addresses can be rendered as mailto links; the
 * text itself still goes through React, which escapes it.
 */
export function linkifyEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    // A trailing full stop belongs to the sentence, not the address.
    const email = match[0].replace(/\.+$/, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "email", text: email });
    last = start + email.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
