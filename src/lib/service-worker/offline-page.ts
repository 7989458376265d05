/**
 * The page the worker shows when a page cannot be fetched because the
 * network is gone. It is made in the worker, never fetched nor stored: it
 * needs nothing but the build's stylesheet and fonts (precached), and it runs
 * no script. "Try again" is a plain link to the address that failed.
 *
 * The texts are the `offline` messages (messages/en-GB.json; the public site
 * is British English), put in the worker when it is built.
 */

export interface OfflineTexts {
  metaTitle: string;
  eyebrow: string;
  title: string;
  text: string;
  retry: string;
}

/** What the build knows that the page needs. */
export interface OfflinePageParts {
  lang: string;
  texts: OfflineTexts;
  /** The build's stylesheets (`/_next/static/…css`), precached. */
  stylesheets: string[];
  /** The classes that set the font variables (next/font's), for `<html>`. */
  htmlClasses: string[];
}

/** The page's own policy: no script at all; styles and fonts from our origin (and its one inline style block). */
export const OFFLINE_PAGE_POLICY =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

// The site's dark look if the stylesheet is missing (a purge emptied the precache).
const FALLBACK_STYLE = "html{background:#110f0d;color:#f4efe6;font-family:system-ui,sans-serif}body{margin:0}";

/** The offline page for a page address that could not be fetched. */
export function offlinePageHtml(parts: OfflinePageParts, retryUrl: string): string {
  const { texts } = parts;
  const links = parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  return `<!DOCTYPE html>
<html lang="${escapeHtml(parts.lang)}" class="${escapeHtml(parts.htmlClasses.join(" "))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#110f0d">
<title>${escapeHtml(texts.metaTitle)}</title>
<style>${FALLBACK_STYLE}</style>
${links}
</head>
<body class="flex min-h-dvh flex-col font-sans">
<main id="main" class="relative isolate flex flex-1 items-center justify-center overflow-hidden px-4 py-20">
<div class="flex max-w-xl flex-col items-center text-center">
<p class="eyebrow">${escapeHtml(texts.eyebrow)}</p>
<h1 class="mt-4 font-display text-4xl leading-tight text-foreground sm:text-5xl">${escapeHtml(texts.title)}</h1>
<div aria-hidden="true" class="gold-rule mt-8 w-32"></div>
<p class="mt-8 text-lg leading-relaxed text-muted-foreground">${escapeHtml(texts.text)}</p>
<a href="${escapeHtml(retryUrl)}" class="mt-10 inline-flex h-12 items-center justify-center rounded-md bg-primary px-8 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">${escapeHtml(texts.retry)}</a>
</div>
</main>
</body>
</html>`;
}
