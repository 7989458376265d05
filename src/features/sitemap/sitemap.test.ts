import { describe, expect, it } from "vitest";
import {
  buildSitemap,
  buildSitemapUrls,
  escapeXml,
  parseSitemapPart,
  renderSitemapXml,
  SITEMAP_URL_LIMIT,
  splitSitemapUrls,
  type SitemapModel,
  type SitemapSources,
} from "./sitemap";

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

describe("past 50,000 URLs the sitemap becomes an index of parts", () => {
  const generated = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      loc: `https://velvet.example/models/${index}`,
      lastmod: index === 70_000 ? "2026-11-20" : "2026-01-01",
      changefreq: "weekly" as const,
      priority: 0.7,
    }));

  it("keeps one URL set up to the limit", () => {
    const sitemap = buildSitemap(generated(SITEMAP_URL_LIMIT), "https://velvet.example");
    expect(sitemap.parts).toEqual([]);
    expect(sitemap.count).toBe(50_000);
    expect(sitemap.xml).toContain("<urlset");
    expect(sitemap.xml.match(/<url>/g)).toHaveLength(50_000);
  });

  it("splits 100,001 URLs into three parts of at most 50,000, named by an index with the newest date", () => {
    const urls = generated(100_001);
    const sitemap = buildSitemap(urls, "https://velvet.example/");
    expect(sitemap.count).toBe(100_001);
    expect(sitemap.parts).toEqual([
      "https://velvet.example/sitemap/1.xml",
      "https://velvet.example/sitemap/2.xml",
      "https://velvet.example/sitemap/3.xml",
    ]);
    expect(sitemap.xml).toContain("<sitemapindex");
    expect(sitemap.xml).not.toContain("<urlset");
    expect(sitemap.xml.match(/<lastmod>2026-11-20<\/lastmod>/g)).toHaveLength(3);
    const parts = splitSitemapUrls(urls);
    expect(parts.map((part) => part.length)).toEqual([50_000, 50_000, 1]);
    // Every URL is in exactly one part, in order.
    expect(parts.flat().map((url) => url.loc)).toEqual(urls.map((url) => url.loc));
  });

  it("reads a part's number only from '{n}.xml'", () => {
    expect(parseSitemapPart("1.xml")).toBe(1);
    expect(parseSitemapPart("12.xml")).toBe(12);
    for (const bad of ["0.xml", "01.xml", "1.xml.evil", "x.xml", "1", "-1.xml", "1234567.xml"]) expect(parseSitemapPart(bad), bad).toBeNull();
  });
});
