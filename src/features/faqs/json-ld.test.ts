import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "@/features/seo/metadata-core";
import { faqPageJsonLd } from "./json-ld";

describe("faqPageJsonLd", () => {
  it("lists every question with its answer, in order", () => {
    const data = faqPageJsonLd([
      { id: "a", question: "First?", answer: "One." },
      { id: "b", question: "Second?", answer: "Two." },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "First?", acceptedAnswer: { "@type": "Answer", text: "One." } },
        { "@type": "Question", name: "Second?", acceptedAnswer: { "@type": "Answer", text: "Two." } },
      ],
    });
  });

  it("gives nothing when there are no questions (an empty FAQPage is invalid)", () => {
    expect(faqPageJsonLd([])).toBeNull();
  });

  it("cannot break out of its script tag once serialised", () => {
    const json = serializeJsonLd(faqPageJsonLd([{ id: "x", question: "</script><script>alert(1)</script>", answer: "&" }]));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
