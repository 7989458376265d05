import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "../../../../../messages/en-GB/admin-seo.json";
import pt from "../../../../../messages/pt-BR/admin-seo.json";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import {
  formatStructuredData,
  issueValues,
  STRUCTURED_DATA_LIMITS,
  STRUCTURED_DATA_TEMPLATES,
  structuredDataTemplate,
  validateStructuredData,
  type StructuredDataIssue,
} from "./rules";

const json = (value: unknown) => JSON.stringify(value);
const BASE = { "@context": "https://schema.org", "@type": "WebPage", name: "FAQ" };
const codes = (text: string) => validateStructuredData(text).issues.map((issue) => issue.code);

/** An issue worded as the dialog and the action word it. */
function worded(locale: "pt-BR" | "en-GB", issue: StructuredDataIssue): string {
  const t = createTranslator({ locale, messages: { adminSeo: locale === "pt-BR" ? pt : en }, namespace: "adminSeo.structuredData.validation" });
  return t(issue.code, issueValues(issue));
}

describe("validateStructuredData", () => {
  it("accepts a schema.org object with a @type", () => {
    const verdict = validateStructuredData(json(BASE));
    expect(verdict).toEqual({ valid: true, data: BASE, issues: [] });
  });

  it("refuses text that does not parse, with the parser's detail ('JSON inválido: {detail}')", () => {
    const verdict = validateStructuredData('{"@type": "WebPage",}');
    expect(verdict.valid).toBe(false);
    expect(verdict.issues).toHaveLength(1);
    const [issue] = verdict.issues;
    expect(issue.code).toBe("invalidJson");
    const detail = (issue as { detail: string }).detail;
    expect(detail).not.toBe("");
    expect(worded("pt-BR", issue)).toBe(`JSON inválido: ${detail}`);
    expect(worded("en-GB", issue)).toBe(`Invalid JSON: ${detail}`);
    expect(codes("")).toEqual(["invalidJson"]);
  });

  it.each([
    ["a list", json([BASE])],
    ["a string", json("https://schema.org")],
    ["a number", "42"],
    ["null", "null"],
  ])("refuses %s: a block is one object", (_label, text) => {
    const verdict = validateStructuredData(text);
    expect(verdict.issues).toEqual([{ code: "notObject" }]);
    expect(worded("pt-BR", verdict.issues[0])).toBe("O JSON deve ser um objeto, não uma lista nem um valor solto");
  });

  it("refuses more than the length limit before parsing", () => {
    const text = json({ ...BASE, description: "x".repeat(STRUCTURED_DATA_LIMITS.json) });
    const verdict = validateStructuredData(text);
    expect(verdict.issues).toEqual([{ code: "tooLong", max: STRUCTURED_DATA_LIMITS.json }]);
    expect(worded("en-GB", verdict.issues[0])).toBe("The JSON may have at most 20000 characters");
  });

  it("requires @context to name schema.org ('@context deve incluir \"{host}\"')", () => {
    const missing = validateStructuredData(json({ "@type": "WebPage" }));
    expect(missing.issues).toEqual([{ code: "contextMissing", host: "schema.org" }]);
    expect(worded("pt-BR", missing.issues[0])).toBe('@context deve incluir "schema.org"');
    expect(worded("en-GB", missing.issues[0])).toBe('@context must include "schema.org"');
    for (const context of ["https://evil.example/schema.org", "schema.org", "ftp://schema.org", 42]) {
      expect(codes(json({ ...BASE, "@context": context })), String(context)).toEqual(["contextMissing"]);
    }
    for (const context of ["http://schema.org", "https://schema.org/", "https://www.schema.org", ["https://schema.org", { ex: "https://x.example/" }], { "@vocab": "https://schema.org/" }]) {
      expect(codes(json({ ...BASE, "@context": context })), JSON.stringify(context)).toEqual([]);
    }
  });

  it("requires @type ('@type é obrigatório')", () => {
    for (const type of [undefined, "", "  ", [], [""]]) {
      const verdict = validateStructuredData(json({ ...BASE, "@type": type }));
      expect(verdict.issues, JSON.stringify(type)).toEqual([{ code: "typeRequired" }]);
    }
    expect(worded("pt-BR", { code: "typeRequired" })).toBe("@type é obrigatório");
    expect(worded("en-GB", { code: "typeRequired" })).toBe("@type is required");
    expect(codes(json({ ...BASE, "@type": ["WebPage", "AboutPage"] }))).toEqual([]);
  });

  it("requires an organisation's name ('Nome da organização é obrigatório'), for its subtypes too", () => {
    for (const type of ["Organization", "LocalBusiness", ["Thing", "Organization"]]) {
      expect(codes(json({ "@context": "https://schema.org", "@type": type })), JSON.stringify(type)).toEqual(["organizationName"]);
      expect(codes(json({ "@context": "https://schema.org", "@type": type, name: "  " }))).toEqual(["organizationName"]);
      expect(codes(json({ "@context": "https://schema.org", "@type": type, name: "Velvet London" }))).toEqual([]);
    }
    expect(worded("pt-BR", { code: "organizationName" })).toBe("Nome da organização é obrigatório");
    expect(worded("en-GB", { code: "organizationName" })).toBe("The organisation's name is required");
  });

  it("requires an article's headline, author and datePublished, each with its own message", () => {
    const article = { "@context": "https://schema.org", "@type": "Article", headline: "H", author: { "@type": "Person", name: "A" }, datePublished: "2026-01-02" };
    expect(codes(json(article))).toEqual([]);
    expect(codes(json({ "@context": "https://schema.org", "@type": "Article" }))).toEqual(["articleHeadline", "articleAuthor", "articleDatePublished"]);
    expect(codes(json({ ...article, headline: "" }))).toEqual(["articleHeadline"]);
    expect(codes(json({ ...article, author: { "@type": "Person" } }))).toEqual(["articleAuthor"]);
    expect(codes(json({ ...article, author: [{ name: "A" }, "B"] }))).toEqual([]);
    expect(codes(json({ ...article, author: "Velvet" }))).toEqual([]);
    expect(codes(json({ ...article, datePublished: undefined }))).toEqual(["articleDatePublished"]);
    expect(codes(json({ ...article, "@type": "BlogPosting", headline: undefined }))).toEqual(["articleHeadline"]);
    expect(worded("pt-BR", { code: "articleHeadline" })).toBe("Headline é obrigatório para artigos");
    expect(worded("pt-BR", { code: "articleAuthor" })).toBe("Autor é obrigatório para artigos");
    expect(worded("pt-BR", { code: "articleDatePublished" })).toBe("Data de publicação é obrigatória para artigos");
    expect(worded("en-GB", { code: "articleHeadline" })).toBe("A headline is required for articles");
    expect(worded("en-GB", { code: "articleAuthor" })).toBe("An author is required for articles");
    expect(worded("en-GB", { code: "articleDatePublished" })).toBe("A publication date is required for articles");
  });

  it("lists every failing rule at once", () => {
    expect(codes(json({ "@type": "Article" }))).toEqual(["contextMissing", "articleHeadline", "articleAuthor", "articleDatePublished"]);
    expect(codes(json({}))).toEqual(["contextMissing", "typeRequired"]);
  });
});

describe("structuredDataTemplate", () => {
  const context = { settings: DEFAULT_SITE_SETTINGS, pagePath: "/faq", today: "2026-03-05" };

  it.each(STRUCTURED_DATA_TEMPLATES)("%s validates as it stands", (template) => {
    const { data } = structuredDataTemplate(template, context);
    expect(validateStructuredData(formatStructuredData(data))).toMatchObject({ valid: true, issues: [] });
  });

  it("files each template under its schema type", () => {
    expect(STRUCTURED_DATA_TEMPLATES.map((template) => structuredDataTemplate(template, context).schemaType)).toEqual([
      "Organization",
      "Article",
      "LocalBusiness",
      "WebPage",
      "FAQ",
    ]);
    expect(structuredDataTemplate("FAQ", context).data["@type"]).toBe("FAQPage");
  });

  it("builds Organization and LocalBusiness from System Settings: brand, London address and contacts", () => {
    const organization = structuredDataTemplate("Organization", context).data;
    expect(organization).toMatchObject({
      name: "Velvet London",
      email: "concierge@velvet.london",
      telephone: "+44 20 7946 0000",
      address: { "@type": "PostalAddress", streetAddress: "Mayfair, London W1J", addressLocality: "London", addressCountry: "GB" },
    });
    const business = structuredDataTemplate("LocalBusiness", context).data;
    expect(business).toMatchObject({ "@type": "LocalBusiness", name: "Velvet London", telephone: "+44 20 7946 0000", address: { addressLocality: "London" } });
    const noAddress = structuredDataTemplate("LocalBusiness", { ...context, settings: { ...DEFAULT_SITE_SETTINGS, contactAddress: "" } }).data;
    expect(noAddress.address).toEqual({ "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" });
  });

  it("points WebPage and Article at the typed path, and dates the article today", () => {
    expect(structuredDataTemplate("WebPage", context).data.url).toBe("http://localhost:3000/faq");
    expect(structuredDataTemplate("WebPage", { ...context, pagePath: "" }).data.url).toBe("http://localhost:3000");
    const article = structuredDataTemplate("Article", context).data;
    expect(article).toMatchObject({ datePublished: "2026-03-05", mainEntityOfPage: { "@id": "http://localhost:3000/faq" }, author: { name: "Velvet London" } });
  });
});
