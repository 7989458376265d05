import { buildOrganizationSchema } from "../../global/rules";
import { normalisePagePath } from "../../meta-tags/rules";

/** The System Settings fields the organisation schema is built from. */
export type OrganizationSource = Parameters<typeof buildOrganizationSchema>[0];

/**
 * The Structured Data manager's rules (decision 028): the validator and
 * the templates. Pure: unit-tested in rules.test.ts, run by the dialog as the
 * admin types and again by the actions on the server, so what is stored is
 * what the server judged valid.
 */

/** structured_data.schema_type (the database's check constraint holds the same list). */
export const STRUCTURED_DATA_TYPES = ["Organization", "Article", "LocalBusiness", "WebPage", "FAQ", "Person", "Service"] as const;
export type StructuredDataType = (typeof STRUCTURED_DATA_TYPES)[number];

export const STRUCTURED_DATA_LIMITS = {
  /** One block in a page's HTML: generous for a FAQ of a few dozen questions, small enough to keep pages light. */
  json: 20_000,
} as const;

/** The vocabulary every block must name in @context ('@context deve incluir "{host}"'). */
export const SCHEMA_ORG_HOST = "schema.org";

/** The external checkers the Validation tab links to. */
export const EXTERNAL_VALIDATORS = {
  richResults: "https://search.google.com/test/rich-results",
  schemaOrg: "https://validator.schema.org/",
} as const;

// ---------------------------------------------------------------------------
// Validation

/**
 * One reason a block is refused. A code with the values its message needs,
 * never text: the dialog words it in the admin's language with next-intl and
 * the action with the server's translator (the same catalogue keys,
 * adminSeo.structuredData.validation.*).
 */
export type StructuredDataIssue =
  | { code: "invalidJson"; detail: string }
  | { code: "tooLong"; max: number }
  | { code: "notObject" }
  | { code: "contextMissing"; host: string }
  | { code: "typeRequired" }
  | { code: "organizationName" }
  | { code: "articleHeadline" }
  | { code: "articleAuthor" }
  | { code: "articleDatePublished" };

export type StructuredDataVerdict = { valid: true; data: Record<string, unknown>; issues: [] } | { valid: false; data: Record<string, unknown> | null; issues: StructuredDataIssue[] };

/**
 * schema.org types that are organisations (LocalBusiness and Corporation are
 * subtypes of Organization), so the organisation's rule applies to them too.
 */
const ORGANIZATION_TYPES = new Set(["Organization", "Corporation", "LocalBusiness"]);
/** schema.org's Article and the subtypes a site's journal uses: the article rules apply to each. */
const ARTICLE_TYPES = new Set(["Article", "NewsArticle", "BlogPosting"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function filledText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** A name, an object with a name, or a list holding at least one of them (an author may be several people). */
function namesSomeone(value: unknown): boolean {
  if (filledText(value)) return true;
  if (Array.isArray(value)) return value.some(namesSomeone);
  return isRecord(value) && filledText(value.name);
}

/** The @type as a list: "Organization" or ["Organization", "LocalBusiness"]; blanks dropped. */
function typesOf(data: Record<string, unknown>): string[] {
  const raw = data["@type"];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter(filledText).map((type) => (type as string).trim());
}

/**
 * True when @context names schema.org: a URL whose host is schema.org (http
 * or https, with or without "www." or a trailing slash), in a string, a list
 * or an object's @vocab. The host is compared, not searched for, so
 * "https://evil.example/schema.org" does not pass.
 */
function contextNamesSchemaOrg(context: unknown): boolean {
  if (Array.isArray(context)) return context.some(contextNamesSchemaOrg);
  if (isRecord(context)) return contextNamesSchemaOrg(context["@vocab"]);
  if (typeof context !== "string") return false;
  try {
    const url = new URL(context.trim());
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.replace(/^www\./, "") === SCHEMA_ORG_HOST;
  } catch {
    return false;
  }
}

/**
 * In order: the text must parse as JSON ('JSON inválido: {detail}',
 * the detail being the parser's own words), be at most
 * STRUCTURED_DATA_LIMITS.json characters and be one object (a list or a bare
 * value is not a block a page can publish); then @context must name
 * schema.org, @type is required, an organisation needs a name and an article
 * a headline, an author and datePublished. Every rule that fails is listed,
 * so the admin fixes them in one go.
 */
export function validateStructuredData(text: string): StructuredDataVerdict {
  if (text.length > STRUCTURED_DATA_LIMITS.json) return { valid: false, data: null, issues: [{ code: "tooLong", max: STRUCTURED_DATA_LIMITS.json }] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { valid: false, data: null, issues: [{ code: "invalidJson", detail }] };
  }
  if (!isRecord(parsed)) return { valid: false, data: null, issues: [{ code: "notObject" }] };

  const issues: StructuredDataIssue[] = [];
  if (!contextNamesSchemaOrg(parsed["@context"])) issues.push({ code: "contextMissing", host: SCHEMA_ORG_HOST });
  const types = typesOf(parsed);
  if (types.length === 0) issues.push({ code: "typeRequired" });
  if (types.some((type) => ORGANIZATION_TYPES.has(type)) && !filledText(parsed.name)) issues.push({ code: "organizationName" });
  if (types.some((type) => ARTICLE_TYPES.has(type))) {
    if (!filledText(parsed.headline)) issues.push({ code: "articleHeadline" });
    if (!namesSomeone(parsed.author)) issues.push({ code: "articleAuthor" });
    if (!filledText(parsed.datePublished)) issues.push({ code: "articleDatePublished" });
  }
  return issues.length === 0 ? { valid: true, data: parsed, issues: [] } : { valid: false, data: parsed, issues };
}

/** The values an issue's message needs (next-intl's), without its code. */
export function issueValues(issue: StructuredDataIssue): Record<string, string | number> {
  const { code: _code, ...values } = issue;
  return values;
}

/** How the editor shows a stored block: indented, so it reads and diffs line by line. */
export function formatStructuredData(data: unknown): string {
  return JSON.stringify(data, null, 2);
}

// ---------------------------------------------------------------------------
// Templates (Organization, Article, LocalBusiness, WebPage, FAQ)

export const STRUCTURED_DATA_TEMPLATES = ["Organization", "Article", "LocalBusiness", "WebPage", "FAQ"] as const;
export type StructuredDataTemplate = (typeof STRUCTURED_DATA_TEMPLATES)[number];

export interface TemplateContext {
  /** The site's brand, address and contacts (System Settings), so a template starts from the real details. */
  settings: OrganizationSource;
  /** The path typed in the editor ("" when none yet): a page's own URL goes into WebPage and Article. */
  pagePath: string;
  /** Today as YYYY-MM-DD (London), for an article's dates; passed in so the function stays pure. */
  today: string;
}

function pageUrl({ settings, pagePath }: TemplateContext): string {
  const siteUrl = settings.siteUrl.replace(/\/+$/, "");
  // The path as it will be saved ("/FAQ/" is the page "/faq"), so the URL names the real page.
  const path = pagePath.trim().startsWith("/") ? normalisePagePath(pagePath) : "/";
  return path !== "/" ? `${siteUrl}${path}` : siteUrl;
}

/**
 * A template's JSON and the schema type it is filed under. Each one passes
 * validateStructuredData as it stands (rules.test.ts), in en-GB, the public
 * site's language; the placeholders are there to be replaced. Organization
 * and LocalBusiness come from buildOrganizationSchema, the very schema the
 * home page publishes, so their brand, London address and contacts agree
 * with System Settings.
 */
export function structuredDataTemplate(template: StructuredDataTemplate, context: TemplateContext): { schemaType: StructuredDataType; data: Record<string, unknown> } {
  const organization = buildOrganizationSchema(context.settings);
  const url = pageUrl(context);
  switch (template) {
    case "Organization":
      return { schemaType: "Organization", data: organization };
    case "LocalBusiness": {
      const { logo, ...business } = organization;
      return {
        schemaType: "LocalBusiness",
        data: {
          ...business,
          "@type": "LocalBusiness",
          "@id": `${organization.url as string}/#business`,
          image: logo,
          // A LocalBusiness is placed by its address: London even when System Settings has no street address yet.
          address: organization.address ?? { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" },
          priceRange: "£££",
          openingHours: "Mo-Su 00:00-23:59",
        },
      };
    }
    case "Article":
      return {
        schemaType: "Article",
        data: {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: "Article headline",
          description: "A one-sentence summary of the article.",
          author: { "@type": "Organization", name: context.settings.brandName },
          publisher: { "@type": "Organization", name: context.settings.brandName, logo: { "@type": "ImageObject", url: organization.logo } },
          datePublished: context.today,
          dateModified: context.today,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          inLanguage: "en-GB",
        },
      };
    case "WebPage":
      return {
        schemaType: "WebPage",
        data: {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: "Page name",
          description: "What this page offers, in one or two sentences.",
          url,
          inLanguage: "en-GB",
          isPartOf: { "@type": "WebSite", name: context.settings.brandName, url: organization.url },
        },
      };
    case "FAQ":
      return {
        schemaType: "FAQ",
        data: {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          name: "Frequently asked questions",
          mainEntity: [
            { "@type": "Question", name: "First question?", acceptedAnswer: { "@type": "Answer", text: "The answer to the first question." } },
            { "@type": "Question", name: "Second question?", acceptedAnswer: { "@type": "Answer", text: "The answer to the second question." } },
          ],
        },
      };
  }
}
