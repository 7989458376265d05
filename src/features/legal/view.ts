import "server-only";
import type { Metadata } from "next";
import { breadcrumbJsonLd, trail, type Crumb } from "@/features/seo/breadcrumbs";
import { createMetadata, getStructuredDataFor } from "@/features/seo/metadata";
import { absoluteUrl, type PageMetaInput } from "@/features/seo/metadata-core";
import { getSiteSettings } from "@/features/site/queries";
import { LEGAL_DOCUMENTS, type LegalDocument, type LegalKind } from "./document";
import { getLegalDocument } from "./queries";

export interface LegalView {
  document: LegalDocument;
  crumbs: Crumb[];
  contactEmail: string;
  jsonLd: Record<string, unknown>[];
}

/** What a legal page asks its head for (also read by the page inventory, src/features/seo/admin/pages). */
export function legalMetaInput(document: LegalDocument): PageMetaInput {
  return { path: document.path, title: document.title, description: LEGAL_DOCUMENTS[document.kind].description };
}

export async function legalMetadata(kind: LegalKind): Promise<Metadata> {
  return createMetadata(legalMetaInput(await getLegalDocument(kind)));
}

export async function loadLegalView(kind: LegalKind): Promise<LegalView> {
  const [document, settings, adminJsonLd] = await Promise.all([
    getLegalDocument(kind),
    getSiteSettings(),
    getStructuredDataFor(LEGAL_DOCUMENTS[kind].path),
  ]);
  const crumbs = trail({ name: document.title, path: document.path });
  const page = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: document.title,
    url: absoluteUrl(settings.siteUrl, document.path),
    inLanguage: "en-GB",
    ...(document.updatedAt ? { dateModified: document.updatedAt.toISOString() } : {}),
    publisher: { "@type": "Organization", name: settings.brandName },
  };
  return {
    document,
    crumbs,
    contactEmail: settings.contactEmail,
    jsonLd: [breadcrumbJsonLd(crumbs, settings.siteUrl), page, ...adminJsonLd],
  };
}
