import "server-only";
import { getActiveContentBlocks } from "@/features/site-content/queries";
import { buildLegalDocument, LEGAL_DOCUMENTS, type LegalDocument, type LegalKind } from "./document";

/** The privacy policy or the terms, from their active site_content rows (cached with them). */
export async function getLegalDocument(kind: LegalKind): Promise<LegalDocument> {
  const blocks = await getActiveContentBlocks();
  const rows = LEGAL_DOCUMENTS[kind].sections.flatMap((section) => blocks.get(section) ?? []);
  return buildLegalDocument(kind, rows);
}
