/**
 * The user-agent half of the device rule, shared by the
 * app (src/lib/client/device.ts) and the server's page cache
 * (src/server/layers/page-cache.ts), which keys a page by the device class it was
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

// Tablets: iPads that still say so, Android without "Mobile", Kindle/Silk and
// the few that name themselves. iPadOS 13+ Safari reports a Mac by default:
// the server cannot tell it from a desktop, so it counts as one.
const TABLET_UA = /ipad|tablet|kindle|silk\/|playbook|android(?!.*mobile)/i;

/** A tablet's user agent (crawlers excluded), for the page-view device split (src/server/layers/page-views.ts). */
export function isTabletUserAgent(userAgent) {
  return !!userAgent && !CRAWLER_UA.test(userAgent) && TABLET_UA.test(userAgent);
}

/** The device type page views are counted under: tablet, mobile (a phone) or desktop (everything else). */
export function deviceTypeOf(userAgent) {
  if (isTabletUserAgent(userAgent)) return "tablet";
  return isMobileUserAgent(userAgent) ? "mobile" : "desktop";
}
