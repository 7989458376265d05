import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderRobotsTxt } from "./robots";
import { DEFAULT_ROBOTS_TXT } from "./robots-default";

describe("renderRobotsTxt", () => {
  it("falls back to the default template when nothing (or only blanks) is stored", () => {
    for (const stored of [null, undefined, "", "  \n "]) {
      const text = renderRobotsTxt(stored, "https://velvet.example/");
      expect(text).toBe(DEFAULT_ROBOTS_TXT.replace("{siteUrl}", "https://velvet.example"));
      expect(text).toContain("Disallow: /admin\n");
      expect(text).toContain("Sitemap: https://velvet.example/sitemap.xml");
    }
  });

  it("only disallows paths the app really serves", () => {
    const disallowed = [...DEFAULT_ROBOTS_TXT.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]);
    expect(disallowed).toEqual(["/admin", "/api", "/auth", "/account"]);
    const appDir = path.join(process.cwd(), "src/app");
    for (const route of disallowed) {
      const segment = route.replace(/^\/|\/$/g, "");
      // A route is a top-level folder of src/app, or one inside a route group such as (public).
      const served = existsSync(path.join(appDir, segment)) || existsSync(path.join(appDir, "(public)", segment));
      expect(served, `${route} is not a route of this app`).toBe(true);
    }
  });

  it("serves the stored template with every {siteUrl} replaced", () => {
    const text = renderRobotsTxt("User-agent: *\r\nDisallow: /private/\r\nSitemap: {siteUrl}/sitemap.xml\nHost: {siteUrl}", "https://velvet.example");
    expect(text).toBe("User-agent: *\nDisallow: /private/\nSitemap: https://velvet.example/sitemap.xml\nHost: https://velvet.example\n");
  });
});
