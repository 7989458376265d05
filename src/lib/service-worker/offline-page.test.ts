import { describe, expect, it } from "vitest";
import enGB from "../../../messages/en-GB.json";
import { OFFLINE_PAGE_POLICY, offlinePageHtml } from "./offline-page";

const parts = {
  lang: "en-GB",
  texts: enGB.offline,
  stylesheets: ["/_next/static/chunks/1la-071d4sx9o.css"],
  htmlClasses: ["xcuY_W_variable", "rJMEsG_variable"],
};

describe("offlinePageHtml", () => {
  it("says the visitor is offline and links back to the page that failed, in the site's stylesheet and fonts", () => {
    const html = offlinePageHtml(parts, "https://velvet.example/models?district=soho");
    expect(html).toContain('<html lang="en-GB" class="xcuY_W_variable rJMEsG_variable">');
    expect(html).toContain(`<h1 class="mt-4 font-display`);
    expect(html).toContain(enGB.offline.title);
    expect(html).toContain(`href="https://velvet.example/models?district=soho" `);
    expect(html).toContain(`>${enGB.offline.retry}</a>`);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/1la-071d4sx9o.css">');
  });

  it("runs no script and escapes the address", () => {
    const html = offlinePageHtml(parts, 'https://velvet.example/"><script>alert(1)</script>');
    expect(html).not.toContain("<script");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
    expect(OFFLINE_PAGE_POLICY).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_POLICY).not.toContain("script-src");
  });
});
