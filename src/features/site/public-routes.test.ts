/**
 * The public page registry against the app folder: every page.tsx under
 * src/app/(public) is declared, every declared route has a page.tsx, each
 * page builds its head with what its entry says, and the page-view counter
 * counts exactly the pages marked counted. Unit test: files only, no database.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS } from "@/features/legal/document";
import { districtPath } from "@/features/locations/paths";
import { isCacheableRequest } from "@/server/layers/page-cache";
import { isPublicPagePath } from "@/server/layers/page-views";
import { APP_DIR, pageFiles, routeOfPage } from "../../../tests/setup/app-pages";
import { isFixedPage, matchPage, pathOf, PUBLIC_PAGES, sitemapPages } from "./public-routes";

const REGISTRY = "src/features/site/public-routes.ts";
const relative = (file: string) => path.relative(process.cwd(), file);

/** The route each page.tsx answers at, by file. */
function routesOf(files: readonly string[]): Map<string, string> {
  return new Map(files.map((file) => [routeOfPage(file), file]));
}

/** The [param] names of a route or address pattern, in order. */
const paramsOf = (pattern: string) => [...pattern.matchAll(/\[(\w+)\]/g)].map((match) => match[1]);

describe("public page registry", () => {
  it("declares every page under src/app/(public), and has a page.tsx for every route it declares", () => {
    const declared = new Set<string>(PUBLIC_PAGES.map((page) => page.route));
    const publicPages = routesOf(pageFiles(path.join(APP_DIR, "(public)")));
    const missing = [...publicPages].filter(([route]) => !declared.has(route)).map(([route, file]) => `${route} (${relative(file)})`);
    expect(missing, `public pages missing from the registry (${REGISTRY}; see docs/public-pages.md): ${missing.join(", ")}`).toEqual([]);

    // Every page of the app, the admin's aside: /auth is declared, and lives outside the (public) group.
    const appPages = routesOf(pageFiles(APP_DIR).filter((file) => !relative(file).startsWith(path.join("src", "app", "admin"))));
    const orphans = [...declared].filter((route) => !appPages.has(route));
    expect(orphans, `registry routes with no page.tsx under src/app: ${orphans.join(", ")}`).toEqual([]);
  });

  it("names each page once, with an address of its route's shape", () => {
    expect(new Set(PUBLIC_PAGES.map((page) => page.id)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(PUBLIC_PAGES.map((page) => page.path)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) {
      expect(page.path.startsWith("/"), page.id).toBe(true);
      expect(paramsOf(page.path), page.id).toEqual(paramsOf(page.route));
    }
  });

  it("builds each page's head the way its entry says", () => {
    const appPages = routesOf(pageFiles(APP_DIR));
    for (const page of PUBLIC_PAGES) {
      const source = fs.readFileSync(appPages.get(page.route)!, "utf8");
      const expected = page.head === "static" ? "export const metadata" : page.head;
      expect(source, `${page.id}: ${relative(appPages.get(page.route)!)} should build its head with ${expected}`).toContain(expected);
      if (page.head === "static") expect(source, `${page.id}: a page without a built head is noindex`).toMatch(/robots: \{ index: false/);
    }
  });

  it("lists in the sitemap exactly the pages with a built head, each dynamic one with the table its rows come from", () => {
    for (const page of PUBLIC_PAGES) {
      expect(page.sitemap !== null, `${page.id}: in the sitemap`).toBe(page.head !== "static");
      if (page.sitemap) expect("rows" in page.sitemap, `${page.id}: rows named`).toBe(!isFixedPage(page));
      // The Meta Tags Manager keeps rows for every page whose head reads them.
      if (page.sitemap) expect(page.metaTags, page.id).toBe(true);
    }
    expect(sitemapPages().map((page) => page.id)).toEqual(["home", "models", "category", "district", "profile", "blog", "post", "faq", "apply", "privacy", "terms"]);
  });

  it("counts and caches exactly the pages marked so, as the server's page-view and page-cache layers decide", () => {
    for (const page of PUBLIC_PAGES) {
      const sample = pathOf(page.id, Object.fromEntries(paramsOf(page.path).map((name) => [name, "sample"])));
      expect(isPublicPagePath(sample), `${page.id} (${sample}) counted`).toBe(page.counted);
      expect(isCacheableRequest({ method: "GET", url: sample, headers: {} }), `${page.id} (${sample}) cached for a visitor`).toBe(page.cached);
    }
  });

  it("agrees with the addresses the legal and district pages give themselves", () => {
    expect(pathOf("privacy")).toBe(LEGAL_DOCUMENTS.privacy.path);
    expect(pathOf("terms")).toBe(LEGAL_DOCUMENTS.terms.path);
    expect(pathOf("district", { slug: "mayfair" })).toBe(districtPath("mayfair"));
  });

  it("finds the page and the [params] of an address", () => {
    expect(matchPage("district", "/escorts-in-mayfair")).toEqual({ slug: "mayfair" });
    expect(matchPage("category", "/escorts-in-mayfair")).toEqual({ slug: "escorts-in-mayfair" });
    expect(matchPage("district", "/escorts-in-")).toBeNull();
    expect(matchPage("post", "/blog/dinner-in-mayfair")).toEqual({ slug: "dinner-in-mayfair" });
    expect(matchPage("post", "/blog")).toBeNull();
    expect(matchPage("post", "/blog/a/b")).toBeNull();
    expect(matchPage("profile", "/models/abc")).toEqual({ id: "abc" });
    expect(matchPage("category", "/a/b")).toBeNull();
    expect(matchPage("faq", "/faq")).toEqual({});
    expect(matchPage("faq", "/faq/x")).toBeNull();
  });
});
