/**
 * The user-agent half of the device rule (public-site spec §1), shared by the
 * app (src/lib/client/device.ts) and the server's page cache
 * (scripts/lib/page-cache.mjs), which keys a page by the device class it was
 * rendered for rather than by the whole user-agent string. Plain JavaScript
 * so the Node server can import it without a TypeScript step.
 */

// Search engines and link previewers get the desktop page, even their "smartphone" crawlers.
const CRAWLER_UA =
  /bot\b|bot\/|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|headlesschrome/i;
// Phones, not tablets: Android tablets omit "Mobile", iPads are not listed.
const MOBILE_UA = /iphone|ipod|android.+mobile|windows phone|iemobile|blackberry|bb10|opera mini|opera mobi|mobile safari|webos/i;

export function isCrawler(userAgent) {
  return !!userAgent && CRAWLER_UA.test(userAgent);
}

/** What the server can tell from the user agent alone: crawlers are desktop, a phone's user agent is mobile. */
export function isMobileUserAgent(userAgent) {
  return !!userAgent && !CRAWLER_UA.test(userAgent) && MOBILE_UA.test(userAgent);
}
