import { LEGAL_KEYS } from "@/features/site-content/registry";
import { splitParagraphs } from "@/lib/content-rules";

/**
 * The privacy policy and the terms are assembled from site_content rows
 * (the legal keys, listed in the key registry). Their content is plain text with paragraphs
 * separated by blank lines; it is rendered as text, never as HTML. Pure: see
 * document.test.ts.
 */

export const LEGAL_DOCUMENTS = {
  privacy: {
    path: "/privacy",
    fallbackTitle: "Privacy policy",
    description: "How we collect, use and protect your personal data, and the rights you have over it.",
    sections: LEGAL_KEYS.privacy,
  },
  terms: {
    path: "/terms",
    fallbackTitle: "Terms of service",
    description: "The terms that govern membership, bookings and the use of this website.",
    sections: LEGAL_KEYS.terms,
  },
} as const;

export type LegalKind = keyof typeof LEGAL_DOCUMENTS;

/**
 * What a legal text may quote from the site's settings, written in it as
 * `{name}` and filled in when the page renders (decision 057): the privacy
 * page then states the periods the site really keeps data for, whatever
 * staff set on System Settings, and survives any rewording that keeps the
 * placeholder. Each is a number of days, written with its unit ("30 days",
 * "1 day"). An unknown `{name}` is left as written.
 */
export interface LegalFacts {
  /** How long sign-in records holding an IP address are kept. */
  signInRecordRetentionDays: number;
  /** How long a rejected application and its photos are kept after the decision. */
  rejectedApplicationRetentionDays: number;
}

export const LEGAL_PLACEHOLDERS = ["signInRecordRetentionDays", "rejectedApplicationRetentionDays"] as const satisfies readonly (keyof LegalFacts)[];

function isPlaceholder(name: string): name is keyof LegalFacts {
  return (LEGAL_PLACEHOLDERS as readonly string[]).includes(name);
}

function daysText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** A legal text with its placeholders filled in from the facts. */
export function fillLegalFacts(text: string, facts: LegalFacts): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (isPlaceholder(name) ? daysText(facts[name]) : placeholder));
}

export interface SiteContentRow {
  section: string;
  title: string;
  subtitle: string | null;
  content: string;
  updatedAt: Date;
}

export interface LegalSection {
  /** Anchor id, from the section key ("data-collection"). */
  id: string;
  title: string;
  paragraphs: string[];
}

export interface LegalDocument {
  kind: LegalKind;
  path: string;
  title: string;
  subtitle: string | null;
  /** The main section's text, shown before the numbered sections. */
  intro: string[];
  sections: LegalSection[];
  /** The newest updated_at of the rows used; null when there are none. */
  updatedAt: Date | null;
}

/** Builds a document from whatever rows exist, in the order its keys are listed; with facts, its placeholders filled in. */
export function buildLegalDocument(kind: LegalKind, rows: readonly SiteContentRow[], facts?: LegalFacts): LegalDocument {
  const paragraphsOf = (content: string | undefined) => splitParagraphs(facts ? fillLegalFacts(content ?? "", facts) : (content ?? ""));
  const spec = LEGAL_DOCUMENTS[kind];
  const bySection = new Map(rows.map((row) => [row.section, row]));
  const [mainKey, ...sectionKeys] = spec.sections;
  const main = bySection.get(mainKey);
  const used = spec.sections.map((key) => bySection.get(key)).filter((row): row is SiteContentRow => Boolean(row));
  const updatedAt = used.reduce<Date | null>((latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest), null);

  return {
    kind,
    path: spec.path,
    title: main?.title.trim() || spec.fallbackTitle,
    subtitle: main?.subtitle?.trim() || null,
    intro: paragraphsOf(main?.content),
    sections: sectionKeys.flatMap((key) => {
      const row = bySection.get(key);
      const paragraphs = paragraphsOf(row?.content);
      if (!row || (!row.title.trim() && !paragraphs.length)) return [];
      return [{ id: key.slice(kind.length + 1).replace(/_/g, "-"), title: row.title.trim() || "Further information", paragraphs }];
    }),
    updatedAt,
  };
}
