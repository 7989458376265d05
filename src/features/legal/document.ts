/**
 * The privacy policy and the terms are assembled from site_content rows
 * (admin spec: the legal keys). Their content is plain text with paragraphs
 * separated by blank lines; it is rendered as text, never as HTML. Pure: see
 * document.test.ts.
 */

export const LEGAL_DOCUMENTS = {
  privacy: {
    path: "/privacy",
    fallbackTitle: "Privacy policy",
    description: "How we collect, use and protect your personal data, and the rights you have over it.",
    sections: ["privacy_main_title", "privacy_data_collection", "privacy_data_usage", "privacy_data_security"],
  },
  terms: {
    path: "/terms",
    fallbackTitle: "Terms of service",
    description: "The terms that govern membership, bookings and the use of this website.",
    sections: ["terms_main_title", "terms_service_scope", "terms_client_responsibilities", "terms_booking_policy"],
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

/** Paragraphs are separated by blank lines; single line breaks inside one are just spaces. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
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

export type TextPart = { kind: "text"; text: string } | { kind: "email"; text: string };

/**
 * Splits plain text so email addresses can be rendered as mailto links; the
 * text itself still goes through React, which escapes it.
 */
export function linkifyEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    // A trailing full stop belongs to the sentence, not the address.
    const email = match[0].replace(/\.+$/, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "email", text: email });
    last = start + email.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
