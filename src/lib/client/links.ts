/**
 * Link rules: a link whose target is empty, the text
 * "undefined" or "null", or not starting with "/" or "http" is rendered as
 * plain text instead of a link. Data-driven targets (admin-entered URLs,
 * optional slugs) go through here so a missing value never becomes a broken
 * or unsafe link (e.g. `javascript:`).
 */
export function safeHref(target: string | null | undefined): string | null {
  if (typeof target !== "string") return null;
  const href = target.trim();
  if (!href || href === "undefined" || href === "null") return null;
  // Protocol-relative (//host) and backslash (/\host) forms leave the site
  // while looking like paths; CR/LF and other controls never belong in a link.
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  if (href.startsWith("/")) return href.startsWith("//") || href.startsWith("/\\") ? null : href;
  if (!href.startsWith("http")) return null;
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:" ? href : null;
  } catch {
    return null;
  }
}

const EMAIL_RE = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

/** `mailto:` for a well-formed address from site settings, else null (render the text). */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim() ?? "";
  return EMAIL_RE.test(address) ? `mailto:${address}` : null;
}
