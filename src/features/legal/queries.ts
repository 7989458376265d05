import "server-only";
import type { Database, Transaction } from "@/db";
import { getActiveContentBlocks, readContentBlocks } from "@/features/site-content/queries";
import { buildLegalDocument, LEGAL_DOCUMENTS, type LegalDocument, type LegalKind } from "./document";

/** The privacy policy or the terms, from their active site_content rows (cached with them). */
export async function getLegalDocument(kind: LegalKind): Promise<LegalDocument> {
  const blocks = await getActiveContentBlocks();
  const rows = LEGAL_DOCUMENTS[kind].sections.flatMap((section) => blocks.get(section) ?? []);
  return buildLegalDocument(kind, rows);
}

/** The same document read fresh inside `db` (an action's transaction), for the page inventory's save. */
export async function readLegalDocument(kind: LegalKind, db: Database | Transaction): Promise<LegalDocument> {
  const sections: readonly string[] = LEGAL_DOCUMENTS[kind].sections;
  const rows = (await readContentBlocks({ activeOnly: true, db })).filter((row) => sections.includes(row.section));
  return buildLegalDocument(kind, rows);
}
