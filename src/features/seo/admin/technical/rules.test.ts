import { describe, expect, it } from "vitest";
import { parseTechnicalTab, sitemapUrlsIn } from "./rules";

describe("parseTechnicalTab", () => {
  it("keeps a known tab and falls back to robots.txt for anything else", () => {
    expect(parseTechnicalTab("canonical")).toBe("canonical");
    expect(parseTechnicalTab(["sitemap", "robots"])).toBe("sitemap");
    expect(parseTechnicalTab("Sitemap")).toBe("robots");
    expect(parseTechnicalTab(undefined)).toBe("robots");
  });
});

describe("sitemapUrlsIn", () => {
  it("reads every Sitemap: line in any case, once each", () => {
    const robots = "User-agent: *\nDisallow: /admin/\nSitemap: https://velvet.example/sitemap.xml\r\nsitemap:https://velvet.example/news.xml\nSITEMAP: https://velvet.example/sitemap.xml\n# Sitemap: commented out";
    expect(sitemapUrlsIn(robots)).toEqual(["https://velvet.example/sitemap.xml", "https://velvet.example/news.xml"]);
  });

  it("finds none in a file without the directive", () => {
    expect(sitemapUrlsIn("User-agent: *\nAllow: /\n")).toEqual([]);
  });
});
