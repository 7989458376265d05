import { describe, expect, it } from "vitest";
import { compareSections, isSectionInArea, sectionLabel } from "./areas";
import { contentSectionSchemaFor } from "./admin/schemas";

describe("isSectionInArea (the prefix guard)", () => {
  it("accepts the area's own keys", () => {
    expect(isSectionInArea("characteristics_blonde_content", "characteristics")).toBe(true);
    expect(isSectionInArea("services_dinner_dates", "services")).toBe(true);
    expect(isSectionInArea("locations_canary_wharf_content", "locations")).toBe(true);
  });

  it("refuses another area's keys, other site copy, the bare prefix and malformed keys", () => {
    expect(isSectionInArea("privacy_main_title", "characteristics")).toBe(false);
    expect(isSectionInArea("services_dinner_dates", "characteristics")).toBe(false);
    expect(isSectionInArea("homepage_hero_main", "locations")).toBe(false);
    expect(isSectionInArea("characteristics_", "characteristics")).toBe(false);
    expect(isSectionInArea("Characteristics_blonde", "characteristics")).toBe(false);
    expect(isSectionInArea("characteristics_blonde content", "characteristics")).toBe(false);
    expect(isSectionInArea("characteristics_%", "characteristics")).toBe(false);
    expect(isSectionInArea(`characteristics_${"x".repeat(100)}`, "characteristics")).toBe(false);
  });

  it("is applied by the area's schema", () => {
    const fields = { title: "Title", subtitle: "", content: "Text" };
    expect(contentSectionSchemaFor("characteristics").safeParse({ ...fields, section: "characteristics_blonde_content" }).success).toBe(true);
    const refused = contentSectionSchemaFor("characteristics").safeParse({ ...fields, section: "privacy_main_title" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["section", "wrongSection"]]);
  });

  it("requires a title and refuses control characters", () => {
    const schema = contentSectionSchemaFor("services");
    expect(schema.safeParse({ section: "services_dinner_dates", title: "  ", subtitle: "", content: "" }).error?.issues[0].message).toBe(
      "adminShell.fieldErrors.required",
    );
    expect(
      schema.safeParse({ section: "services_dinner_dates", title: "Dinner\u202E", subtitle: "", content: "" }).error?.issues[0].message,
    ).toBe("adminShell.fieldErrors.invalidCharacters");
    // Line breaks are fine in the content.
    expect(schema.safeParse({ section: "services_dinner_dates", title: "Dinner", subtitle: "", content: "One.\n\nTwo." }).success).toBe(true);
  });
});

describe("labels and order", () => {
  it("names blocks from their keys", () => {
    expect(sectionLabel("characteristics_blonde_content", "characteristics")).toBe("Blonde");
    expect(sectionLabel("locations_canary_wharf_content", "locations")).toBe("Canary wharf");
    expect(sectionLabel("services_travel_companion", "services")).toBe("Travel companion");
  });

  it("puts the main title first, then the rest alphabetically", () => {
    const sections = ["services_travel_companion", "services_main_title", "services_dinner_dates"];
    expect(sections.sort(compareSections("services"))).toEqual(["services_main_title", "services_dinner_dates", "services_travel_companion"]);
  });
});
