import { describe, expect, it } from "vitest";
import { compareSections, isGeneralSection, sectionPlacement } from "./sections";

describe("isGeneralSection", () => {
  it.each(["about_intro", "about_mission", "how_booking_works", "booking_step_1", "booking_info_payment", "press_quote"])(
    "edits %s on the Site content tab",
    (section) => {
      expect(isGeneralSection(section)).toBe(true);
    },
  );

  it.each([
    "homepage_hero_main",
    "characteristics_main_title",
    "services_dinner_dates",
    "locations_mayfair_content",
    "privacy_data_usage",
    "terms_booking_policy",
  ])("leaves %s to its own screen", (section) => {
    expect(isGeneralSection(section)).toBe(false);
  });
});

describe("sectionPlacement", () => {
  it("knows where the general blocks appear on the home page", () => {
    expect(sectionPlacement("about_values")).toBe("about");
    expect(sectionPlacement("how_booking_works")).toBe("booking");
    expect(sectionPlacement("booking_step_2")).toBe("booking");
    expect(sectionPlacement("press_quote")).toBe("other");
  });
});

describe("compareSections", () => {
  it("orders known blocks as the home page shows them, then others alphabetically", () => {
    const sections = ["zeta_note", "booking_info_location", "how_booking_works", "about_values", "alpha_note", "booking_step_1", "about_intro"];
    expect([...sections].sort(compareSections)).toEqual([
      "about_intro",
      "about_values",
      "how_booking_works",
      "booking_step_1",
      "booking_info_location",
      "alpha_note",
      "zeta_note",
    ]);
  });
});
