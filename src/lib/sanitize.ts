/**
 * Admin-edited HTML (category and district content, blog posts) is sanitised
 * again every time it is rendered, whatever was checked on save (no on*
 * attributes, javascript: URLs, <script>, <iframe srcdoc>, <base> or <meta
 * http-equiv> may survive): an allowlist of reading tags, links limited to
 * http(s) and same-site paths, nothing that runs script, loads a frame, changes
 * the base URL or refreshes the page.
 */
import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "b", "i", "a", "blockquote", "br"];

/**
 * Dropped with everything inside them: their content is code or a document of
 * its own, never reading text (sanitize-html keeps the text of other
 * disallowed tags, which is what we want for e.g. <div> or <span>).
 */
const DROP_WITH_CONTENT = ["script", "style", "textarea", "option", "xmp", "iframe", "noscript", "template", "title", "object", "embed", "svg", "math", "select", "head"];

// Control characters and whitespace a browser strips before reading a URL's scheme.
// eslint-disable-next-line no-control-regex -- stripping them is the point
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * Whether a link target is allowed: an absolute http(s) URL, or a path on
 * this site ("/blog", "#faq", "?page=2", "mayfair"). Protocol-relative
 * ("//host") and backslash tricks ("/\host") leave the site, so they are refused.
 */
export function isSafeHref(href: string): boolean {
  const value = href.replace(URL_NOISE, "");
  if (!value) return false;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }
  if (/^[/\\]{2}/.test(value) || value.includes("\\")) return false;
  // A scheme is anything before the first ":" that comes before any / ? #.
  const scheme = /^([^/?#]*):/.exec(value);
  return scheme === null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  // The page already has its h1 and the outline stops at h4.
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? "";
      // rel="noopener" on every link: a page it opens can never reach back to this one.
      // A refused target leaves an <a> without href: inert text, not a link. (Renaming
      // the tag instead would trip sanitize-html's closing-tag bookkeeping.)
      return isSafeHref(href) ? { tagName, attribs: { href, rel: "noopener" } } : { tagName, attribs: {} };
    },
  },
};

/** Safe HTML for `dangerouslySetInnerHTML`, from admin-edited rich text. */
export function sanitizeRichHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The reading text of some HTML, for descriptions and word counts. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROP_WITH_CONTENT,
  });
  return decodeBasicEntities(text).replace(/\s+/g, " ").trim();
}

/** sanitize-html re-escapes text; plain-text uses (meta descriptions) want the characters back. */
function decodeBasicEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
