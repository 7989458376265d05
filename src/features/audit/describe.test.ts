import { describe, expect, it } from "vitest";
import { changedFields, entityName, readableValue, sentenceParts, type AuditRow } from "./describe";

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  action: "banner.update",
  entityType: "site_banner",
  entityId: "b1",
  actorEmail: "anna@velvet.london",
  oldValues: null,
  newValues: null,
  notes: null,
  ...overrides,
});
const nameKey = (section: string) => `label of ${section}`;

describe("entityName", () => {
  it("names a copy block by its key's label, never the key", () => {
    expect(entityName(row({ entityType: "site_content", entityId: "0b9c…", notes: "about_intro" }), nameKey)).toBe("label of about_intro");
    expect(entityName(row({ entityType: "site_content", entityId: "privacy_main_title" }), nameKey)).toBe("label of privacy_main_title");
  });

  it("takes the first naming field of the new values, then the old ones, clipped", () => {
    expect(entityName(row({ newValues: { caption: "Mayfair evenings", isActive: true } }), nameKey)).toBe("Mayfair evenings");
    expect(entityName(row({ newValues: { isActive: false }, oldValues: { title: "Old title" } }), nameKey)).toBe("Old title");
    expect(entityName(row({ newValues: { question: "x".repeat(100) } }), nameKey)).toHaveLength(60);
    expect(entityName(row({ newValues: { isActive: false } }), nameKey)).toBeNull();
  });
});

describe("changedFields", () => {
  it("lists only the fields whose value changed, readably", () => {
    expect(changedFields({ title: "Old", subtitle: null, order: 1 }, { title: "New", subtitle: "", order: 1 })).toEqual([
      { field: "title", before: "Old", after: "New" },
    ]);
  });

  it("shows a created row's fields as new and a deleted row's as gone", () => {
    expect(changedFields(null, { name: "Petite", keywords: ["a", "b"] })).toEqual([
      { field: "name", before: "—", after: "Petite" },
      { field: "keywords", before: "—", after: "a, b" },
    ]);
    expect(changedFields({ isActive: true }, null)).toEqual([{ field: "isActive", before: "true", after: "—" }]);
  });

  it("clips long text to one line", () => {
    expect(readableValue(`line one\nline two ${"x".repeat(300)}`)).toMatch(/^line one line two x+…$/);
    expect(readableValue({ h: 1 })).toBe('{"h":1}');
  });
});

describe("sentenceParts", () => {
  const options = { known: (key: string) => key === "banner_update", actionLabel: "Banner updated", system: "System", nameContentKey: nameKey };

  it("uses the action's own sentence with the actor and the name", () => {
    expect(sentenceParts(row({ newValues: { caption: "Mayfair evenings" } }), options)).toEqual({
      key: "banner_update",
      values: { actor: "anna@velvet.london", name: "Mayfair evenings", hasName: "yes", action: "Banner updated" },
    });
  });

  it("falls back to the generic sentence and to 'System' for an entry without an actor", () => {
    expect(sentenceParts(row({ action: "user.approve", actorEmail: null }), options)).toMatchObject({
      key: "generic",
      values: { actor: "System", hasName: "no", name: "" },
    });
  });
});
