import { describe, expect, it } from "vitest";
import { buildOrganizationSchema, normaliseKeywords } from "./rules";

describe("normaliseKeywords", () => {
  it("trims, collapses spaces, drops blanks and keeps the first spelling of a duplicate", () => {
    expect(normaliseKeywords([" Mayfair", "MAYFAIR", "", "  ", "dinner   date", "Dinner date"])).toEqual(["Mayfair", "dinner date"]);
  });
});

describe("buildOrganizationSchema", () => {
  const settings = {
    brandName: "Velvet London",
    siteUrl: "https://velvet.example/",
    contactEmail: "concierge@velvet.example",
    contactPhone: "+44 20 7946 0000",
    contactAddress: "12 Curzon Street\nMayfair, London W1J",
  };

  it("is built from the site's brand and contact details", () => {
    expect(buildOrganizationSchema(settings)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Velvet London",
      url: "https://velvet.example",
      logo: "https://velvet.example/brand/og-default.png",
      areaServed: { "@type": "City", name: "London" },
      email: "concierge@velvet.example",
      telephone: "+44 20 7946 0000",
      address: { "@type": "PostalAddress", streetAddress: "12 Curzon Street, Mayfair, London W1J", addressLocality: "London", addressCountry: "GB" },
    });
  });

  it("leaves out contact details that are empty rather than publishing blanks", () => {
    const schema = buildOrganizationSchema({ ...settings, contactPhone: " ", contactAddress: "", contactEmail: "" });
    expect(schema).not.toHaveProperty("telephone");
    expect(schema).not.toHaveProperty("address");
    expect(schema).not.toHaveProperty("email");
  });
});
