import { describe, expect, it } from "vitest";
import { updateBannerSchema } from "@/features/banners/admin/schemas";
import { blogPostFieldsSchema } from "@/features/blog/admin/schemas";
import { categoryPageSchema } from "@/features/categories/admin/schemas";
import { contentSectionSchemaFor } from "@/features/content-sections/admin/schemas";
import { faqFieldsSchema } from "@/features/faqs/admin/schemas";
import { legalSectionSchema } from "@/features/legal/admin/schemas";
import { districtFieldsSchema } from "@/features/locations/admin/schemas";
import { preferenceCategorySchema } from "@/features/preference-categories/admin/schemas";
import { siteContentFieldsSchema } from "@/features/site-content/admin/schemas";
import { FIELD_MESSAGES } from "../forms/field-schemas";

/**
 * Every admin domain schema takes its text fields from field-schemas.ts, so
 * each one refuses the same hidden characters with the same message, where
 * some used to let C1 controls and direction marks through.
 */

const landing = { description: "", content: "", seoTitle: "", seoDescription: "", keywords: [] };
const blog = {
  title: "Title",
  slug: "",
  excerpt: "",
  content: "",
  image: "",
  author: "",
  category: "",
  metaDescription: "",
  seoKeywords: "",
  serviceKeywords: [],
  isPublished: false,
  isFeatured: false,
  readTime: 5,
};
const siteContent = { title: "", subtitle: "", content: "", imageUrl: "", imageAlt: "", buttonText: "", buttonUrl: "" };
const tile = { name: "Blonde", path: "/blonde-escorts", imageUrl: "/images/blonde.webp", imageAlt: "", orderIndex: 0, isActive: true };

type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const CASES: [string, Schema, (text: string) => unknown, string][] = [
  ["banner caption", updateBannerSchema, (text) => ({ id: "3f2b7c1e-8d4a-4b6e-9c1d-2a3b4c5d6e7f", patch: { caption: text } }), "patch.caption"],
  ["blog title", blogPostFieldsSchema, (text) => ({ ...blog, title: text }), "title"],
  ["blog content", blogPostFieldsSchema, (text) => ({ ...blog, content: `<p>${text}</p>` }), "content"],
  ["FAQ question", faqFieldsSchema, (text) => ({ question: text, answer: "A.", orderIndex: "1", isActive: true }), "question"],
  ["site content block", siteContentFieldsSchema, (text) => ({ ...siteContent, content: text }), "content"],
  ["category page name", categoryPageSchema, (text) => ({ ...landing, id: 1, name: text, isActive: true }), "name"],
  ["district landmark", districtFieldsSchema, (text) => ({ ...landing, lat: 51.5, lng: -0.1, postcodes: [], nearbyLandmarks: [text] }), "nearbyLandmarks.0"],
  ["home page tile name", preferenceCategorySchema, (text) => ({ ...tile, name: text }), "name"],
  ["content section", contentSectionSchemaFor("services"), (text) => ({ section: "services_dinner_dates", title: "Dinner", subtitle: text, content: "" }), "subtitle"],
  ["legal section", legalSectionSchema, (text) => ({ section: "privacy_main_title", title: "Privacy", subtitle: "", content: text }), "content"],
];
const HIDDEN = { NUL: "\u0000", C1: "\u0080", "U+200E": "\u200E", "U+061C": "\u061C", "U+202E": "\u202E" };

describe("admin domain schemas", () => {
  it.each(CASES)("%s: accepts ordinary text", (_name, schema, input) => {
    expect(schema.safeParse(input("Mayfair — São Paulo")).success).toBe(true);
  });

  it.each(CASES.flatMap(([name, schema, input, path]) => Object.entries(HIDDEN).map(([label, c]) => [name, label, schema, input(`Hello ${c}world`), path] as const)))(
    "%s: refuses %s",
    (_name, _label, schema, value, path) => {
      const issues = schema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
      expect(issues).toEqual([[path, FIELD_MESSAGES.invalidCharacters]]);
    },
  );
});
