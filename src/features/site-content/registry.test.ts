import { describe, expect, it } from "vitest";
import { seedSiteContent } from "@/seed/data/site-content";
import { adminRoute } from "@/features/admin/routes";
import { CONTENT_OWNERS, editableFields, isContentKey, ownerOf, ownsKey, readableKey, type ContentOwnerName } from "./registry";

const OWNERS = Object.keys(CONTENT_OWNERS) as ContentOwnerName[];

describe("the site_content key registry", () => {
  it.each([
    ["homepage_hero_main", "hero"],
    ["about_intro", "general"],
    ["booking_step_1", "general"],
    ["press_quote", "general"],
    ["characteristics_blonde_content", "characteristics"],
    ["services_dinner_dates", "services"],
    ["locations_canary_wharf_content", "locations"],
    ["privacy_data_usage", "legal"],
    ["terms_booking_policy", "legal"],
    // A legal-looking key that is not one of the eight is still the legal screen's, so no other screen may write it.
    ["privacy_cookies", "legal"],
    // A bare prefix is not a key of that area.
    ["characteristics_", "general"],
  ] as const)("gives %s to %s", (section, owner) => {
    expect(ownerOf(section)).toBe(owner);
  });

  it("gives every seeded key exactly one owner whose screen and permission are the route registry's", () => {
    for (const { section } of seedSiteContent) {
      const owner = ownerOf(section);
      expect(ownsKey(owner, section), section).toBe(true);
      expect(OWNERS.filter((name) => ownsKey(name, section)), section).toEqual([owner]);
    }
    for (const owner of Object.values(CONTENT_OWNERS)) {
      expect(adminRoute(owner.screen).permission, owner.screen).toBe(owner.permission);
    }
  });

  it("lets an owner write only well-formed keys it owns", () => {
    expect(ownsKey("characteristics", "characteristics_blonde_content")).toBe(true);
    expect(ownsKey("characteristics", "services_dinner_dates")).toBe(false);
    expect(ownsKey("general", "privacy_main_title")).toBe(false);
    expect(ownsKey("general", "About_intro")).toBe(false);
    expect(ownsKey("characteristics", "characteristics_%")).toBe(false);
    expect(isContentKey(`a${"_b".repeat(50)}`)).toBe(false);
  });

  it("edits image and button only on the blocks that show them", () => {
    expect(editableFields("general")).toContain("buttonUrl");
    expect(editableFields("hero")).toContain("imageUrl");
    expect(editableFields("legal")).toEqual(["title", "subtitle", "content"]);
    expect(editableFields("locations")).toEqual(["title", "subtitle", "content"]);
  });
});

describe("labels for staff", () => {
  it("names every seeded key in both languages", async () => {
    const en = (await import("../../../messages/en-GB/admin-shell.json")).default.contentKeys as Record<string, string>;
    const pt = (await import("../../../messages/pt-BR/admin-shell.json")).default.contentKeys as Record<string, string>;
    for (const { section } of seedSiteContent) {
      expect(en[section], section).toBeTruthy();
      expect(pt[section], section).toBeTruthy();
    }
  });

  it("reads a key without a label as words", () => {
    expect(readableKey("press_quote")).toBe("Press quote");
    expect(readableKey("locations_notting_hill_content")).toBe("Notting hill");
    expect(readableKey("privacy_cookies")).toBe("Cookies");
  });
});
