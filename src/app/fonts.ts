import localFont from "next/font/local";

/**
 * Self-hosted fonts (no network at build or run time) through next/font, which
 * preloads them and adds a size-adjusted fallback so nothing shifts when they
 * arrive. The files are cut to the weights and Latin glyphs the site uses by
 * scripts/fonts/subset-fonts.sh: on a phone the preloaded fonts were most of
 * the bytes before the first paint (docs/decisions/011-page-weight.md).
 */
export const inter = localFont({
  src: "./fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  style: "normal",
  display: "swap",
});

/** Playfair Display, renamed as its licence asks of a subset. Headings only use 400. */
export const playfair = localFont({
  src: "./fonts/velvet-display-latin-400.woff2",
  variable: "--font-playfair",
  weight: "400",
  style: "normal",
  display: "swap",
});

/**
 * The italic is for captions and quotes below the fold: not preloaded, so it
 * never competes with the first paint. A family of its own, used through the
 * `font-display-italic` utility (globals.css), which falls back to `playfair`.
 */
export const playfairItalic = localFont({
  src: "./fonts/velvet-display-latin-400-italic.woff2",
  variable: "--font-playfair-italic",
  weight: "400",
  style: "italic",
  display: "swap",
  preload: false,
});
