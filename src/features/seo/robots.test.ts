import { describe, expect, it } from "vitest";
import { renderRobotsTxt } from "./robots";
import { DEFAULT_ROBOTS_TXT } from "./robots-default";

describe("renderRobotsTxt", () => {
  it("falls back to the default template when nothing (or only blanks) is stored", () => {
    for (const stored of [null, undefined, "", "  \n "]) {
      const text = renderRobotsTxt(stored, "https://velvet.example/");
      expect(text).toBe(DEFAULT_ROBOTS_TXT.replace("{siteUrl}", "https://velvet.example"));
      expect(text).toContain("Disallow: /admin/");
      expect(text).toContain("Sitemap: https://velvet.example/sitemap.xml");
    }
  });

  it("serves the stored template with every {siteUrl} replaced", () => {
    const text = renderRobotsTxt("User-agent: *\r\nDisallow: /private/\r\nSitemap: {siteUrl}/sitemap.xml\nHost: {siteUrl}", "https://velvet.example");
    expect(text).toBe("User-agent: *\nDisallow: /private/\nSitemap: https://velvet.example/sitemap.xml\nHost: https://velvet.example\n");
  });
});
