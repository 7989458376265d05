import localFont from "next/font/local";

/**
 * Self-hosted variable fonts (no network at build or run time), loaded
 * through next/font so the Latin files are preloaded and a size-adjusted
 * fallback avoids layout shift: late fonts were the public pages' LCP.
 */
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  style: "normal",
  display: "swap",
});

export const playfair = localFont({
  src: [
    { path: "../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2", style: "normal" },
    { path: "../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2", style: "italic" },
  ],
  variable: "--font-playfair",
  weight: "400 900",
  display: "swap",
});
