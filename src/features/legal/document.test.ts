import { describe, expect, it } from "vitest";
import { linkifyEmails, splitParagraphs } from "@/lib/content-rules";
import { buildLegalDocument, fillLegalFacts, type SiteContentRow } from "./document";

const row = (section: string, title: string, content: string, updated: string, subtitle: string | null = null): SiteContentRow => ({
  section,
  title,
  subtitle,
  content,
  updatedAt: new Date(updated),
});

describe("splitParagraphs", () => {
  it("splits on blank lines and folds single line breaks", () => {
    expect(splitParagraphs("One\nstill one.\n\nTwo.\r\n\r\n  \n\nThree <b>x</b>")).toEqual(["One still one.", "Two.", "Three <b>x</b>"]);
    expect(splitParagraphs("   ")).toEqual([]);
  });
});

describe("buildLegalDocument", () => {
  it("uses the main key for title and intro, the others as sections in key order", () => {
    const doc = buildLegalDocument("privacy", [
      row("privacy_data_security", "Security", "S1", "2025-01-03"),
      row("privacy_main_title", "Privacy policy", "Intro one.\n\nIntro two.", "2025-01-01", "How we handle data"),
      row("privacy_data_collection", "What we collect", "C1\n\nC2", "2025-02-10"),
      row("terms_main_title", "Not ours", "x", "2030-01-01"),
    ]);
    expect(doc.title).toBe("Privacy policy");
    expect(doc.subtitle).toBe("How we handle data");
    expect(doc.intro).toEqual(["Intro one.", "Intro two."]);
    expect(doc.sections).toEqual([
      { id: "data-collection", title: "What we collect", paragraphs: ["C1", "C2"] },
      { id: "data-security", title: "Security", paragraphs: ["S1"] },
    ]);
    expect(doc.updatedAt?.toISOString()).toBe(new Date("2025-02-10").toISOString());
  });

  it("falls back to a title and no date when nothing is stored", () => {
    const doc = buildLegalDocument("terms", []);
    expect(doc).toMatchObject({ title: "Terms of service", intro: [], sections: [], updatedAt: null, path: "/terms" });
  });
});

describe("linkifyEmails", () => {
  it("finds addresses and leaves the sentence's full stop as text", () => {
    expect(linkifyEmails("Write to privacy@velvet.london.")).toEqual([
      { kind: "text", text: "Write to " },
      { kind: "email", text: "privacy@velvet.london" },
      { kind: "text", text: "." },
    ]);
    expect(linkifyEmails("No address here")).toEqual([{ kind: "text", text: "No address here" }]);
  });
});

describe("fillLegalFacts", () => {
  const facts = { signInRecordRetentionDays: 30, rejectedApplicationRetentionDays: 1 };

  it("writes each period with its unit and leaves unknown placeholders as written", () => {
    expect(fillLegalFacts("Kept {signInRecordRetentionDays}; deleted {rejectedApplicationRetentionDays} later; {other} stays.", facts)).toBe(
      "Kept 30 days; deleted 1 day later; {other} stays.",
    );
  });

  it("fills the document's paragraphs when given facts, and only then", () => {
    const rows = [row("privacy_main_title", "Privacy", "For {signInRecordRetentionDays}.", "2025-01-01")];
    expect(buildLegalDocument("privacy", rows, facts).intro).toEqual(["For 30 days."]);
    expect(buildLegalDocument("privacy", rows).intro).toEqual(["For {signInRecordRetentionDays}."]);
  });
});
