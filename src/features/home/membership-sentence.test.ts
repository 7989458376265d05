import { describe, expect, it } from "vitest";
import { splitMembershipSentence } from "./membership-sentence";

describe("splitMembershipSentence", () => {
  it("finds the sentence that names membership, keeping the text around it", () => {
    const text = "We help you find the right company. Membership is free to apply for and reviewed personally by our team. Welcome!";
    expect(splitMembershipSentence(text)).toEqual({
      before: "We help you find the right company. ",
      sentence: "Membership is free to apply for and reviewed personally by our team.",
      after: " Welcome!",
    });
  });

  it("finds it at the start or mid-sentence, in any case, and without a closing full stop", () => {
    expect(splitMembershipSentence("Apply for MEMBERSHIP today")).toEqual({ before: "", sentence: "Apply for MEMBERSHIP today", after: "" });
  });

  it("leaves copy without such a sentence alone (members is not membership)", () => {
    expect(splitMembershipSentence("A directory for our members. Every profile is verified.")).toBeNull();
  });
});
