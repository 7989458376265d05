import { describe, expect, it } from "vitest";
import { buildSitemapUrls, escapeXml, renderSitemapXml, type SitemapModel, type SitemapSources } from "./sitemap";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const model = (id: string, fields: Partial<SitemapModel> = {}): SitemapModel => ({
  id,
  membersOnly: false,
  isHidden: false,
  allPhotosPublic: false,
  deletedAt: null,
  visiblePhotos: 2,
  updatedAt: day("2025-03-01"),
  ...fields,
});

const sources: SitemapSources = {
  categories: [{ slug: "blonde-escorts", updatedAt: day("2025-01-02") }],
  locations: [{ slug: "mayfair", updatedAt: day("2025-01-03") }],
  models: [
    model("public-one", { updatedAt: day("2025-04-01") }),
    model("members-only", { membersOnly: true, updatedAt: day("2026-01-01") }),
    model("hidden", { isHidden: true }),
    model("in-trash", { deletedAt: day("2025-05-01") }),
    model("no-photos", { visiblePhotos: 0 }),
  ],
  posts: [{ slug: "a-post", updatedAt: day("2025-02-01") }],
  faqsUpdatedAt: day("2025-01-05"),
  privacyUpdatedAt: null,
  termsUpdatedAt: day("2024-12-01"),
};

describe("buildSitemapUrls", () => {
  const urls = buildSitemapUrls(sources, "https://velvet.example");
  const locs = urls.map((u) => u.loc);

  it("lists the site's pages with their priorities and frequencies", () => {
    expect(urls[0]).toEqual({ loc: "https://velvet.example/", lastmod: "2025-04-01", changefreq: "daily", priority: 1 });
    expect(urls.find((u) => u.loc.endsWith("/models"))).toMatchObject({ changefreq: "daily", priority: 0.9 });
    expect(urls.find((u) => u.loc.endsWith("/blonde-escorts"))).toMatchObject({ lastmod: "2025-01-02", changefreq: "weekly", priority: 0.8 });
    expect(urls.find((u) => u.loc.endsWith("/escorts-in-mayfair"))).toMatchObject({ changefreq: "weekly", priority: 0.8 });
    expect(urls.find((u) => u.loc.endsWith("/models/public-one"))).toMatchObject({ lastmod: "2025-04-01", changefreq: "weekly", priority: 0.7 });
    expect(urls.find((u) => u.loc.endsWith("/blog/a-post"))).toMatchObject({ changefreq: "monthly", priority: 0.6 });
    for (const path of ["/blog", "/faq", "/apply", "/privacy", "/terms"]) expect(locs).toContain(`https://velvet.example${path}`);
  });

  it("never lists members-only, hidden, trashed or photo-less profiles", () => {
    expect(locs.filter((l) => l.includes("/models/"))).toEqual(["https://velvet.example/models/public-one"]);
    // A members-only profile's edit must not even show through the home page's lastmod.
    expect(urls[0].lastmod).toBe("2025-04-01");
  });

  it("leaves lastmod out when nothing dates a page", () => {
    expect(urls.find((u) => u.loc.endsWith("/privacy"))?.lastmod).toBeUndefined();
  });
});

describe("renderSitemapXml", () => {
  it("escapes every URL and produces a well-formed urlset", () => {
    const xml = renderSitemapXml([{ loc: `https://velvet.example/a?b=1&c=<"x">'`, lastmod: "2025-01-01", changefreq: "weekly", priority: 0.8 }]);
    expect(xml).toContain("<loc>https://velvet.example/a?b=1&amp;c=&lt;&quot;x&quot;&gt;&apos;</loc>");
    expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)).toBe(true);
    expect(xml).toContain("<lastmod>2025-01-01</lastmod>");
    expect(xml).toContain("<priority>0.8</priority>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });
});
