import { describe, expect, it } from "vitest";
import { toModelCardView } from "./card-view";
import type { ModelCard } from "./list";

const open: ModelCard = {
  id: "m1",
  name: "Sofia",
  age: 24,
  locationName: "Knightsbridge",
  locationSlug: "knightsbridge",
  priceFrom: 400,
  availability: "available",
  image: "/api/media/a/original",
  imageSrcSet: "/api/media/a/w400 400w, /api/media/a/original 600w",
  membersOnly: false,
  locked: false,
};

describe("toModelCardView", () => {
  it("keeps only what the card draws: no slug, no access flags", () => {
    expect(Object.keys(toModelCardView(open)).sort()).toEqual(["alt", "id", "image", "imageSrcSet", "locked", "meta", "name", "open"]);
    expect(toModelCardView(open)).toEqual({
      id: "m1",
      name: "Sofia",
      meta: "Knightsbridge · 24",
      alt: "Sofia in Knightsbridge",
      image: "/api/media/a/original",
      imageSrcSet: "/api/media/a/w400 400w, /api/media/a/original 600w",
      locked: false,
      open: { price: "from £400", availability: "available", availabilityText: "Available" },
    });
  });

  it("gives a locked card neither the age, the price nor the availability", () => {
    const view = toModelCardView({ ...open, membersOnly: true, locked: true });
    expect(view).toMatchObject({ meta: "Knightsbridge", alt: "Sofia, members-only profile", locked: true, open: null });
    expect(JSON.stringify(view)).not.toMatch(/£|vailable| · 24/);
  });

  it("says what the card says without a price, an availability, an age or a district", () => {
    const view = toModelCardView({ ...open, priceFrom: null, availability: null, age: null, locationName: null });
    expect(view).toMatchObject({ meta: "", alt: "Sofia", open: { price: "Rates on request", availability: null, availabilityText: "Ask for availability" } });
  });
});
