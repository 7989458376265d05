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

/** Builds a document from whatever rows exist, in the order its keys are listed. */
export function buildLegalDocument(kind: LegalKind, rows: readonly SiteContentRow[]): LegalDocument {
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
    intro: splitParagraphs(main?.content ?? ""),
    sections: sectionKeys.flatMap((key) => {
      const row = bySection.get(key);
      const paragraphs = splitParagraphs(row?.content ?? "");
      if (!row || (!row.title.trim() && !paragraphs.length)) return [];
      return [{ id: key.slice(kind.length + 1).replace(/_/g, "-"), title: row.title.trim() || "Further information", paragraphs }];
    }),
    updatedAt,
  };
}
