import { describe, expect, it } from "vitest";
import enShell from "../../../messages/en-GB/admin-shell.json";
import ptShell from "../../../messages/pt-BR/admin-shell.json";
import {
  FIELD_MESSAGES,
  hasHiddenCharacters,
  hslColourSchema,
  imageUrlSchema,
  isLinkTarget,
  keywordsSchema,
  linkUrlSchema,
  multilineTextSchema,
  orderIndexSchema,
  slugSchema,
  textSchema,
  tooLong,
  tooManyItems,
} from "./field-schemas";
import { adminTranslator } from "../admin/messages";
import { isAdminMessageRef, parseMessageRef } from "../admin/message-ref";

type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } };
const firstMessage = (schema: Parser, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("the hidden-character rule", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a C0 control (BEL)", "a\u0007b"],
    ["vertical tab", "a\u000Bb"],
    ["form feed", "a\u000Cb"],
    ["escape", "a\u001Bb"],
    ["DEL", "a\u007Fb"],
    ["a C1 control (U+0080)", "a\u0080b"],
    ["a C1 control (U+0085, next line)", "a\u0085b"],
    ["a C1 control (U+009F)", "a\u009Fb"],
    ["the left-to-right mark U+200E", "a\u200Eb"],
    ["the right-to-left mark U+200F", "a\u200Fb"],
    ["the Arabic letter mark U+061C", "a\u061Cb"],
    ["the embedding U+202A", "a\u202Ab"],
    ["the right-to-left override U+202E", "Hello \u202Edlrow"],
    ["the isolate U+2066", "a\u2066b"],
    ["the pop isolate U+2069", "a\u2069b"],
  ])("finds %s in single and multi-line text", (_name, value) => {
    expect(hasHiddenCharacters(value)).toBe(true);
    expect(hasHiddenCharacters(value, { multiline: true })).toBe(true);
  });

  it.each([
    ["plain text", "Mayfair, W1J"],
    ["accents and other scripts", "São Paulo · Zürich · مرحبا · 東京"],
    ["emoji with a joiner", "👩‍👩‍👧"],
    ["a non-breaking space and dashes", "10\u00A0km — 5–6"],
    ["the zero-width joiner U+200D", "a\u200Db"],
    ["U+2065, next to the isolates", "a\u2065b"],
    ["U+202F, next to the overrides", "a\u202Fb"],
    ["U+00A0, just after the C1 block", "a\u00A0b"],
  ])("lets %s through", (_name, value) => {
    expect(hasHiddenCharacters(value)).toBe(false);
    expect(hasHiddenCharacters(value, { multiline: true })).toBe(false);
  });

  it("allows tab and line breaks in multi-line text only", () => {
    for (const value of ["a\tb", "a\nb", "a\r\nb"]) expect(hasHiddenCharacters(value, { multiline: true }), JSON.stringify(value)).toBe(false);
    expect(hasHiddenCharacters("a\tb")).toBe(true);
  });
});

describe("textSchema (one line)", () => {
  const name = textSchema({ max: 5, required: true });

  it.each([
    ["Ada", "Ada"],
    ["  Ada ", "Ada"],
    ["Zoë", "Zoë"],
  ])("accepts %j as %j", (value, parsed) => {
    expect(name.parse(value)).toBe(parsed);
  });

  it.each([
    ["blank", "   ", FIELD_MESSAGES.required],
    ["not a string", 42, FIELD_MESSAGES.required],
    ["too long", "Abcdef", "adminShell.fieldErrors.tooLong:5"],
    ["NUL", "a\u0000b", FIELD_MESSAGES.invalidCharacters],
    ["C1", "a\u0085b", FIELD_MESSAGES.invalidCharacters],
    ["U+200E", "a\u200Eb", FIELD_MESSAGES.invalidCharacters],
    ["U+061C", "a\u061Cb", FIELD_MESSAGES.invalidCharacters],
    ["U+202E", "a\u202Eb", FIELD_MESSAGES.invalidCharacters],
    ["a tab", "a\tb", FIELD_MESSAGES.invalidCharacters],
    ["a line break", "a\nb", FIELD_MESSAGES.singleLine],
  ])("refuses %s", (_case, value, message) => {
    expect(firstMessage(name, value)).toBe(message);
  });

  it("is optional unless required, and takes a field's own required message", () => {
    expect(textSchema({ max: 5 }).parse("  ")).toBe("");
    expect(firstMessage(textSchema({ max: 5, required: "faq.errors.questionRequired" }), "")).toBe("faq.errors.questionRequired");
  });

  it("counts the limit after trimming", () => {
    expect(name.parse("  Abcde  ")).toBe("Abcde");
  });
});

describe("multilineTextSchema", () => {
  const body = multilineTextSchema({ max: 100 });

  it("keeps line breaks and tabs", () => {
    expect(body.parse("One.\r\n\r\nTwo.\tThree.")).toBe("One.\r\n\r\nTwo.\tThree.");
  });

  it.each([
    ["NUL", "a\u0000"],
    ["C1", "a\u0080"],
    ["U+200E", "a\u200E"],
    ["U+061C", "a\u061C"],
    ["U+202E", "a\u202E"],
    ["U+2066", "a\u2066b"],
  ])("refuses %s", (_case, value) => {
    expect(firstMessage(body, value)).toBe(FIELD_MESSAGES.invalidCharacters);
  });

  it("refuses text over the limit before looking for hidden characters", () => {
    expect(firstMessage(body, `${"x".repeat(101)}\u0000`)).toBe(tooLong(100));
  });
});

describe("link and image addresses", () => {
  it.each(["/models", "/blog/a-night?x=1#top", "https://example.com/page", "http://example.com"])("take the link %j", (value) => {
    expect(isLinkTarget(value)).toBe(true);
    expect(linkUrlSchema().parse(value)).toBe(value);
  });

  it.each(["javascript:alert(1)", "//evil.example", "/\\evil.example", "ftp://example.com", "mailto:a@b.c", "https://user:pw@example.com", "/a b", "models"])(
    "refuse the link %j",
    (value) => {
      expect(isLinkTarget(value)).toBe(false);
      expect(firstMessage(linkUrlSchema(), value)).toBe(FIELD_MESSAGES.invalidUrl);
    },
  );

  it("leave an optional address empty, and refuse an empty required one", () => {
    expect(linkUrlSchema().parse("  ")).toBe("");
    expect(imageUrlSchema().parse("")).toBe("");
    expect(firstMessage(imageUrlSchema({ required: true }), "")).toBe(FIELD_MESSAGES.required);
  });

  it.each([
    ["/api/media/abc/original", true],
    ["https://cdn.example.com/x.webp", true],
    ["//evil.example/x.png", false],
    ["data:image/png;base64,AAAA", false],
    ["javascript:alert(1)", false],
    ["images/x.png", false],
  ])("check the image address %j (usable: %s)", (value, usable) => {
    expect(imageUrlSchema().safeParse(value).success).toBe(usable);
  });

  it("take a field's own message for a refused address", () => {
    expect(firstMessage(imageUrlSchema({ message: "imageUrlInvalid" }), "javascript:x")).toBe("imageUrlInvalid");
  });

  it("refuse hidden characters in an address too", () => {
    expect(firstMessage(linkUrlSchema(), "/models\u202E")).toBe(FIELD_MESSAGES.invalidCharacters);
  });
});

describe("slugSchema", () => {
  it.each([
    ["A Night at the Opera", "a-night-at-the-opera"],
    ["already-a-slug", "already-a-slug"],
    ["  Café Crème  ", "cafe-creme"],
    ["", ""],
  ])("writes %j as %j", (value, slug) => {
    expect(slugSchema({ max: 120 }).parse(value)).toBe(slug);
  });

  it("refuses hidden characters and over-long input", () => {
    expect(firstMessage(slugSchema({ max: 120 }), "a\u0000b")).toBe(FIELD_MESSAGES.invalidCharacters);
    expect(firstMessage(slugSchema({ max: 5 }), "abcdef")).toBe(tooLong(5));
  });
});

describe("keywordsSchema", () => {
  const list = keywordsSchema({ maxItems: 3, maxLength: 10 });

  it("trims each entry and drops blanks", () => {
    expect(list.parse([" a ", "", "   ", "b"])).toEqual(["a", "b"]);
  });

  it.each([
    ["duplicates ignoring case", ["Mayfair", "mayfair"], FIELD_MESSAGES.duplicateItem],
    ["too many entries", ["a", "b", "c", "d"], tooManyItems(3)],
    ["an over-long entry", ["abcdefghijk"], tooLong(10)],
    ["a hidden character in an entry", ["a\u200Fb"], FIELD_MESSAGES.invalidCharacters],
    ["a line break in an entry", ["a\nb"], FIELD_MESSAGES.singleLine],
    ["something that is not a list", "a, b", FIELD_MESSAGES.invalid],
  ])("refuses %s", (_case, value, message) => {
    expect(firstMessage(list, value)).toBe(message);
  });

  it("counts entries after dropping blanks", () => {
    expect(list.parse(["a", "", "b", "c"])).toEqual(["a", "b", "c"]);
  });
});

describe("orderIndexSchema", () => {
  it.each([0, 1, 42, 100_000])("accepts %d", (value) => {
    expect(orderIndexSchema().parse(value)).toBe(value);
  });

  it.each([-1, 1.5, Number.NaN, 100_001, "3", null])("refuses %j", (value) => {
    expect(firstMessage(orderIndexSchema(), value)).toBe(FIELD_MESSAGES.invalidOrder);
  });

  it("takes its own upper limit and message", () => {
    expect(firstMessage(orderIndexSchema({ max: 10, message: "orderInvalid" }), 11)).toBe("orderInvalid");
  });
});

describe("hslColourSchema", () => {
  it.each([
    ["222 47% 11%", "222 47% 11%"],
    ["hsl(40, 52%, 63%)", "40 52% 63%"],
    [" 40 52 63 ", "40 52% 63%"],
    ["360 100% 100%", "360 100% 100%"],
  ])("writes %j as %j", (value, triple) => {
    expect(hslColourSchema().parse(value)).toBe(triple);
  });

  it.each(["361 50% 50%", "40 101% 50%", "40 52% 63%; color: red", "red", "", "40 52% 63%\u202E", 7])("refuses %j", (value) => {
    expect(firstMessage(hslColourSchema(), value)).toBe(FIELD_MESSAGES.invalidColour);
  });
});

describe("every schema that takes text", () => {
  const HIDDEN = { NUL: "\u0000", C1: "\u0085", "U+200E": "\u200E", "U+061C": "\u061C", "U+202E": "\u202E" };
  const schemas: [string, Parser, (hidden: string) => unknown][] = [
    ["textSchema", textSchema({ max: 100 }), (c) => `a${c}b`],
    ["multilineTextSchema", multilineTextSchema({ max: 100 }), (c) => `a\n${c}b`],
    ["linkUrlSchema", linkUrlSchema(), (c) => `/models${c}`],
    ["imageUrlSchema", imageUrlSchema(), (c) => `/images/x${c}.webp`],
    ["slugSchema", slugSchema({ max: 100 }), (c) => `a${c}b`],
    ["keywordsSchema", keywordsSchema({ maxItems: 5, maxLength: 20 }), (c) => ["ok", `a${c}b`]],
  ];
  it.each(schemas.flatMap(([name, schema, wrap]) => Object.entries(HIDDEN).map(([label, c]) => [name, label, schema, wrap(c)] as const)))(
    "%s refuses %s",
    (_name, _label, schema, value) => {
      expect(firstMessage(schema, value)).toBe(FIELD_MESSAGES.invalidCharacters);
    },
  );
});

describe("field messages", () => {
  const refs = [...Object.values(FIELD_MESSAGES), tooLong(60), tooManyItems(20)];

  it("are admin message references", () => {
    for (const ref of refs) expect(isAdminMessageRef(ref), ref).toBe(true);
  });

  it("exist in both languages, with the limit filled in", () => {
    for (const locale of ["en-GB", "pt-BR"] as const) {
      const t = adminTranslator(locale);
      for (const ref of refs) expect(t(ref), `${locale} ${ref}`).not.toMatch(/^adminShell\./);
    }
    expect(adminTranslator("en-GB")(tooLong(60))).toBe("At most 60 characters.");
    expect(adminTranslator("pt-BR")(tooLong(200))).toBe("No máximo 200 caracteres.");
    expect(Object.keys(enShell.fieldErrors).sort()).toEqual(Object.keys(ptShell.fieldErrors).sort());
  });

  it("split a reference from its number", () => {
    expect(parseMessageRef("adminShell.fieldErrors.tooLong:60")).toEqual({ key: "adminShell.fieldErrors.tooLong", max: 60 });
    expect(parseMessageRef("adminShell.fieldErrors.required")).toEqual({ key: "adminShell.fieldErrors.required" });
  });
});
