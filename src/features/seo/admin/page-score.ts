import type { Metadata } from "next";
import { buildMetadata, headTexts, repeatsBrand, type MetadataContext, type PageMetaInput } from "../metadata-core";

/**
 * A public page's SEO score (capped at 100, decision 037), the
 * one implementation. The dashboard overview, SEO Performance, the page
 * editor and the Meta Tags Manager feed it the same input: the fields the
 * page's <head> shows (headSeoFields over buildMetadata), so a page has one
 * score everywhere.
 * - meta title 30–60 characters naming the brand at most once → 30, any
 *   other non-empty title → 15 (a repeated brand costs what a bad length does);
 * - meta description 120–160 → 25, any other non-empty description → 12;
 * - 3–10 keywords → 20, any other non-empty list → 10;
 * - an Open Graph or Twitter title → 8; an Open Graph or Twitter description → 7;
 * - a path that is non-empty and has no "?" → 10.
 * Below 70 is an issue; 80 or more is optimised. Colours: ≥ 80 green, ≥ 60 yellow, else red.
 */

/** The SEO fields a public page really ends up with (its own fields, page_seo overrides applied). */
export interface PageSeoFields {
  path: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  ogTitle?: string | null;
  ogDescription?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  /** The site's brand name: a title naming it twice scores as a title to fix. Set by headSeoFields. */
  brandName?: string;
}

export const SEO_OPTIMISED_AT = 80;
export const SEO_ISSUE_BELOW = 70;
export const SEO_FAIR_AT = 60;

function filled(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

function lengthOf(value: string): number {
  return value.trim().length;
}

/** The parts of the score, in the order the screens list them. */
export type SeoPart = "title" | "description" | "keywords" | "socialTitle" | "socialDescription" | "path";

/** One part of a page's score: what it measured and the points it earned of its most. */
export interface SeoPartResult {
  part: SeoPart;
  earned: number;
  max: number;
  /** Characters (title, description), keywords, or 1/0 (present or not) for the rest. */
  measured: number;
}

export interface PageSeoScoreDetail {
  score: number;
  parts: SeoPartResult[];
  /** The title names the brand twice: the title part earns what a title of the wrong length does. */
  brandRepeated: boolean;
}

function banded(measured: number, inRange: boolean, full: number, partial: number): number {
  if (inRange) return full;
  return measured > 0 ? partial : 0;
}

/** The score with each part's points: the one computation every SEO screen shows. */
export function pageSeoScoreDetail(page: PageSeoFields): PageSeoScoreDetail {
  const title = lengthOf(page.metaTitle);
  const description = lengthOf(page.metaDescription);
  const keywords = page.keywords.filter(filled).length;
  const brandRepeated = Boolean(page.brandName) && repeatsBrand(page.metaTitle, page.brandName!);
  const socialTitle = filled(page.ogTitle) || filled(page.twitterTitle);
  const socialDescription = filled(page.ogDescription) || filled(page.twitterDescription);
  const pathGood = filled(page.path) && !page.path.includes("?");
  const parts: SeoPartResult[] = [
    { part: "title", earned: banded(title, title >= 30 && title <= 60 && !brandRepeated, 30, 15), max: 30, measured: title },
    { part: "description", earned: banded(description, description >= 120 && description <= 160, 25, 12), max: 25, measured: description },
    { part: "keywords", earned: banded(keywords, keywords >= 3 && keywords <= 10, 20, 10), max: 20, measured: keywords },
    { part: "socialTitle", earned: socialTitle ? 8 : 0, max: 8, measured: socialTitle ? 1 : 0 },
    { part: "socialDescription", earned: socialDescription ? 7 : 0, max: 7, measured: socialDescription ? 1 : 0 },
    { part: "path", earned: pathGood ? 10 : 0, max: 10, measured: pathGood ? 1 : 0 },
  ];
  return { score: Math.min(100, parts.reduce((sum, part) => sum + part.earned, 0)), parts, brandRepeated };
}

/** One page's score out of 100. */
export function pageSeoScore(page: PageSeoFields): number {
  return pageSeoScoreDetail(page).score;
}

/** The parts of the score a page does not get in full: what to fix, in the order the score lists them. */
export type SeoCheck = SeoPart | "brandRepeated";

export function missedSeoChecks(page: PageSeoFields): SeoCheck[] {
  const { parts, brandRepeated } = pageSeoScoreDetail(page);
  const missed: SeoCheck[] = [];
  for (const { part, earned, max, measured } of parts) {
    if (part !== "title") {
      if (earned < max) missed.push(part);
      continue;
    }
    // The title's length and a repeated brand are told apart: either alone costs the title's points.
    if (measured < 30 || measured > 60) missed.push("title");
    if (brandRepeated) missed.push("brandRepeated");
  }
  return missed;
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "absolute" in value && typeof value.absolute === "string") return value.absolute;
  return "";
}

/** What a page's head shows, as the score reads it, with its canonical address and whether it may be indexed. */
export type PageHead = PageSeoFields & { brandName: string; canonical: string; indexed: boolean };

/** Reads back the fields the score (and the page editor) need from what buildMetadata made for a page. */
export function headSeoFields(path: string, meta: Metadata, brandName: string): PageHead {
  const robots = meta.robots;
  return {
    path,
    brandName,
    metaTitle: text(meta.title),
    metaDescription: text(meta.description),
    keywords: Array.isArray(meta.keywords) ? meta.keywords : meta.keywords ? [meta.keywords] : [],
    ogTitle: text(meta.openGraph?.title) || null,
    ogDescription: text(meta.openGraph?.description) || null,
    twitterTitle: text(meta.twitter?.title) || null,
    twitterDescription: text(meta.twitter?.description) || null,
    canonical: text(meta.alternates?.canonical),
    indexed: typeof robots === "object" && robots !== null ? robots.index !== false : true,
  };
}

/** The head a page gets from its own input and its override (the context's), as createMetadata builds it. */
export function pageHead(input: PageMetaInput, context: MetadataContext): PageHead {
  return headSeoFields(input.path, buildMetadata(input, context), context.brandName);
}

/**
 * The fields the score reads from the head a page gets, without building
 * the rest of it (addresses, images): the same texts buildMetadata publishes
 * (headTexts), so the score equals pageHead's (page-score.test.ts compares
 * them). For scoring many heads at once: the Meta Tags Manager's order.
 */
export function pageHeadScoreFields(input: PageMetaInput, context: MetadataContext): PageSeoFields {
  const texts = headTexts(input, context);
  return {
    path: input.path,
    brandName: context.brandName,
    metaTitle: texts.title,
    metaDescription: texts.description,
    keywords: texts.keywords,
    ogTitle: texts.ogTitle || null,
    ogDescription: texts.ogDescription || null,
    twitterTitle: texts.twitterTitle || null,
    twitterDescription: texts.twitterDescription || null,
  };
}

export type SeoTone = "good" | "fair" | "poor";

/** Colour band of any SEO score (page or blog post): ≥ 80 green, ≥ 60 yellow, otherwise red. */
export function seoTone(score: number): SeoTone {
  if (score >= SEO_OPTIMISED_AT) return "good";
  if (score >= SEO_FAIR_AT) return "fair";
  return "poor";
}

/** A score below 70 is an issue to fix. */
export function isSeoIssue(score: number): boolean {
  return score < SEO_ISSUE_BELOW;
}

/** Comma-separated keywords (blog posts keep them so), trimmed, empty ones dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** An admin override (page_seo) for a path: its non-empty fields win, as in createMetadata. */
export interface PageSeoOverrideRow {
  pagePath: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  ogTitle: string | null;
  ogDescription: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  metaRobots: string;
}

/**
 * The effective SEO fields of every indexed page: each page's own fields with
 * its page_seo row applied the way src/features/seo/metadata-core.ts applies it
 * (non-empty override fields win). page_seo rows for paths without a page of
 * their own count as pages too; rows marked noindex leave the set.
 */
export function effectivePages(base: readonly PageSeoFields[], overrides: readonly PageSeoOverrideRow[]): PageSeoFields[] {
  const byPath = new Map(base.map((page) => [page.path, { ...page }]));
  for (const o of overrides) {
    if (/noindex/i.test(o.metaRobots)) {
      byPath.delete(o.pagePath);
      continue;
    }
    const page = byPath.get(o.pagePath) ?? { path: o.pagePath, metaTitle: "", metaDescription: "", keywords: [] };
    byPath.set(o.pagePath, {
      path: o.pagePath,
      metaTitle: o.metaTitle.trim() ? o.metaTitle : page.metaTitle,
      metaDescription: o.metaDescription.trim() ? o.metaDescription : page.metaDescription,
      keywords: o.keywords.length ? o.keywords : page.keywords,
      ogTitle: o.ogTitle || page.ogTitle,
      ogDescription: o.ogDescription || page.ogDescription,
      twitterTitle: o.twitterTitle || page.twitterTitle,
      twitterDescription: o.twitterDescription || page.twitterDescription,
    });
  }
  return [...byPath.values()];
}
