import { describe, expect, it } from "vitest";
import { toDistrictLinkView } from "./district-view";

describe("toDistrictLinkView", () => {
  it("keeps the slug, the name and the first two postcodes, joined as the link shows them", () => {
    expect(toDistrictLinkView({ slug: "mayfair", name: "Mayfair", postcodes: ["W1J", "W1K", "W1S"] })).toEqual({
      slug: "mayfair",
      name: "Mayfair",
      postcodes: "W1J · W1K",
    });
  });

  it("leaves the postcodes empty when there are none (the link then shows no postcode line)", () => {
    expect(toDistrictLinkView({ slug: "soho", name: "Soho", postcodes: [] }).postcodes).toBe("");
  });
});
