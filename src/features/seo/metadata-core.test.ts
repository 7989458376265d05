import { describe, expect, it } from "vitest";
import { seedCategories } from "@/seed/data/categories";
import { seedLocations } from "@/seed/data/locations";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { brandMentions, buildMetadata, matchCanonicalRule, repeatsBrand, serializeJsonLd, titleWithBrand, truncateDescription, type MetadataContext } from "./metadata-core";

const ctx: MetadataContext = {
  brandName: "Velvet London",
  siteUrl: "https://velvet.example",
  defaultImage: { url: "/brand/og.png", width: 1200, height: 630, alt: "Velvet London" },
  override: null,
  canonicalRules: [],
};

describe("titles and descriptions", () => {
  it("adds the brand unless the title carries it", () => {
    expect(titleWithBrand("Blonde Escorts", "Velvet London")).toBe("Blonde Escorts | Velvet London");
    expect(titleWithBrand("Velvet London | Home", "Velvet London")).toBe("Velvet London | Home");
    expect(titleWithBrand("about velvet london", "Velvet London")).toBe("about velvet london");
  });

  it("does not suffix a title whose last part is a form of the brand, so the template never repeats it", () => {
    expect(titleWithBrand("Blonde Escorts in London | Velvet Companions", "Velvet London")).toBe("Blonde Escorts in London | Velvet Companions");
    expect(titleWithBrand("Brunette Escorts in London | Velvet", "Velvet London")).toBe("Brunette Escorts in London | Velvet");
    expect(titleWithBrand("Mayfair – Velvet", "Velvet London")).toBe("Mayfair – Velvet");
    // Another name as the last part is not the brand; neither is a word that merely starts like it.
    expect(titleWithBrand("Busty Escorts London | Glamorous Companions", "Velvet London")).toBe("Busty Escorts London | Glamorous Companions | Velvet London");
    expect(titleWithBrand("Velvety Evenings", "Velvet London")).toBe("Velvety Evenings | Velvet London");
    for (const title of ["Blonde Escorts in London | Velvet Companions", "Brunette Escorts in London | Velvet", "Escorts in Mayfair | Elite London Companions", "FAQ"]) {
      expect(repeatsBrand(titleWithBrand(title, "Velvet London"), "Velvet London")).toBe(false);
    }
  });

  it("publishes no seeded category or district title with the brand twice", () => {
    const titles = [...seedCategories.map((row) => row.seoTitle ?? row.name), ...seedLocations.map((row) => row.seoTitle ?? `Escorts in ${row.name}`)];
    expect(titles.length).toBeGreaterThan(10);
    for (const title of titles) expect(repeatsBrand(titleWithBrand(title, DEFAULT_SITE_SETTINGS.brandName), DEFAULT_SITE_SETTINGS.brandName), title).toBe(false);
  });

  it("counts the brand's mentions: its full name anywhere, or parts that are forms of it", () => {
    expect(brandMentions("Blonde Escorts in London | Velvet Companions | Velvet London", "Velvet London")).toBe(2);
    expect(brandMentions("Velvet London | Home | Velvet London", "Velvet London")).toBe(2);
    expect(brandMentions("Blonde Escorts | Velvet London", "Velvet London")).toBe(1);
    expect(brandMentions("Blonde Escorts in London", "Velvet London")).toBe(0);
    expect(repeatsBrand("Escorts in London | Velvet London", "Velvet London")).toBe(false);
    expect(repeatsBrand("Velvet | Velvet London", "Velvet London")).toBe(true);
  });

  it("cuts descriptions to 160 characters: 157 plus an ellipsis", () => {
    const long = "a".repeat(200);
    const cut = truncateDescription(long);
    expect(cut).toHaveLength(158); // 157 characters + "…" (one code unit)
    expect(cut.endsWith("…")).toBe(true);
    expect(truncateDescription("b".repeat(160))).toHaveLength(160);
    expect(truncateDescription("  spaced   out  ")).toBe("spaced out");
  });
});

describe("canonical URLs", () => {
  it("is the page's own URL without the query", () => {
    const meta = buildMetadata({ path: "/models?page=2", title: "Models" }, ctx);
    expect(meta.alternates?.canonical).toBe("https://velvet.example/models");
  });

  it("follows the first matching canonical rule", () => {
    const rules = [
      { pattern: "/old-*", canonicalUrl: "/new" },
      { pattern: "/blonde-escorts", canonicalUrl: "https://velvet.example/blonde-escorts" },
    ];
    expect(matchCanonicalRule("/old-page", rules)).toBe("/new");
    expect(matchCanonicalRule("/blonde-escorts", rules)).toBe("https://velvet.example/blonde-escorts");
    expect(matchCanonicalRule("/other", rules)).toBeNull();
    expect(matchCanonicalRule("/a.b", [{ pattern: "/a.b", canonicalUrl: "/x" }])).toBe("/x");
    expect(matchCanonicalRule("/aXb", [{ pattern: "/a.b", canonicalUrl: "/x" }])).toBeNull();
    const meta = buildMetadata({ path: "/old-thing", title: "Old" }, { ...ctx, canonicalRules: rules });
    expect(meta.alternates?.canonical).toBe("https://velvet.example/new");
  });
});

describe("buildMetadata", () => {
  it("sets Open Graph and Twitter tags with an absolute image", () => {
    const meta = buildMetadata({ path: "/", title: "Home", description: "Welcome" }, ctx);
    expect(meta.openGraph).toMatchObject({ url: "https://velvet.example/", siteName: "Velvet London", locale: "en_GB" });
    expect(JSON.stringify(meta.openGraph?.images)).toContain("https://velvet.example/brand/og.png");
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: ["https://velvet.example/brand/og.png"] });
  });

  it("falls back to Global SEO's description and keywords where the page gives none", () => {
    const defaults = { description: "The site's default description.", keywords: ["london companions"] };
    const bare = buildMetadata({ path: "/faq", title: "FAQ" }, { ...ctx, defaults });
    expect(bare.description).toBe("The site's default description.");
    expect(bare.keywords).toEqual(["london companions"]);
    const own = buildMetadata({ path: "/faq", title: "FAQ", description: "Questions.", keywords: ["faq"] }, { ...ctx, defaults });
    expect(own.description).toBe("Questions.");
    expect(own.keywords).toEqual(["faq"]);
  });

  it("marks requested pages noindex", () => {
    expect(buildMetadata({ path: "/x", title: "X", noindex: true }, ctx).robots).toEqual({ index: false, follow: false });
    expect(buildMetadata({ path: "/x", title: "X" }, ctx).robots).toEqual({ index: true, follow: true });
  });

  it("applies page_seo overrides", () => {
    const meta = buildMetadata(
      { path: "/blonde-escorts", title: "Blonde", description: "Default", keywords: ["a"] },
      {
        ...ctx,
        override: {
          metaTitle: "Custom title",
          metaDescription: "Custom description",
          keywords: ["k1", "k2"],
          ogTitle: "OG title",
          ogDescription: null,
          ogImage: "/api/media/x/original",
          twitterTitle: null,
          twitterDescription: null,
          twitterImage: null,
          metaRobots: "noindex, follow",
        },
      },
    );
    expect(meta.title).toEqual({ absolute: "Custom title | Velvet London" });
    expect(meta.description).toBe("Custom description");
    expect(meta.keywords).toEqual(["k1", "k2"]);
    expect(meta.openGraph?.title).toBe("OG title");
    expect(meta.twitter?.title).toBe("OG title");
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it.each([
    ["index, follow", { index: true, follow: true }],
    ["noindex, follow", { index: false, follow: true }],
    ["index, nofollow", { index: true, follow: false }],
    ["noindex, nofollow", { index: false, follow: false }],
  ])("applies the override's meta robots %j half by half", (metaRobots, robots) => {
    const override = { metaTitle: "", metaDescription: "", keywords: [], ogTitle: null, ogDescription: null, ogImage: null, twitterTitle: null, twitterDescription: null, twitterImage: null, metaRobots };
    expect(buildMetadata({ path: "/faq", title: "FAQ" }, { ...ctx, override }).robots).toEqual(robots);
    // A page that asks for noindex itself stays out whatever the override says.
    expect(buildMetadata({ path: "/faq", title: "FAQ", noindex: true }, { ...ctx, override }).robots).toEqual({ index: false, follow: false });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>", x: "a & b \u2028" });
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>", x: "a & b \u2028" });
  });
});
