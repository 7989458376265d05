/**
 * Which paths src/proxy.ts runs on, through Next.js's own compiler for
 * `config.matcher` (the function its build uses): the files and folders it
 * means to leave out are left out exactly, and nothing that merely starts
 * like one of them is.
 */
import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import { describe, expect, it } from "vitest";
import { config } from "./proxy";

// Exported by the module but left out of its type declarations.
type CompileMatchers = (matcher: string[], nextConfig: { basePath: string }) => Array<{ regexp: string }>;
const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers: CompileMatchers };

const matchers = getMiddlewareMatchers(config.matcher, { basePath: "" }).map((m) => new RegExp(m.regexp));
const runsOn = (pathname: string) => matchers.some((re) => re.test(pathname));

describe("the proxy's path matcher", () => {
  it.each([
    "/_next/static/chunks/main-abc123.js",
    "/_next/static/media/font.woff2",
    "/_next/image",
    "/api/health",
    "/api/auth/get-session",
    "/api/media/abc/thumb",
    "/favicon.ico",
    "/icon.svg",
    "/brand/logo.webp",
    "/robots.txt",
    "/sitemap.xml",
  ])("leaves out %s", (pathname) => {
    expect(runsOn(pathname)).toBe(false);
  });

  it.each([
    "/",
    "/models",
    "/admin",
    "/auth",
    "/robotsXtxt",
    "/robots.txtx",
    "/robots.txt.evil",
    "/sitemapAxml",
    "/sitemap.xml.bak",
    "/sitemap-xml",
    "/favicon-ico-evil",
    "/faviconXico",
    "/favicon.ico2",
    "/iconXsvg",
    "/icon.svg.html",
    "/api",
    "/apiX",
    "/_next/staticX",
    "/_next/imageX",
    "/brandX",
  ])("runs on %s", (pathname) => {
    expect(runsOn(pathname)).toBe(true);
  });
});
