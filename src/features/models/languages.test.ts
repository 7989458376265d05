import { describe, expect, it } from "vitest";
import { languageName, splitLanguages, uniqueLanguages } from "./languages";

describe("languages", () => {
  it("spells a typed language one way", () => {
    expect(languageName("  brazilian   PORTUGUESE ")).toBe("Brazilian Portuguese");
  });

  it("keeps each language once, in order, blanks left out", () => {
    expect(uniqueLanguages(["English", "french", " ", "ENGLISH", "French"])).toEqual(["English", "French"]);
  });

  it("splits the /apply list from the others", () => {
    expect(splitLanguages(["Italian", "Catalan", "English"])).toEqual({ listed: ["Italian", "English"], other: ["Catalan"] });
  });
});
