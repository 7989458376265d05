import "server-only";
import { getDb, type Database, type Transaction } from "@/db";
import { readRetentionDays } from "@/features/retention/purge";
import { getActiveContentBlocks, readContentBlocks } from "@/features/site-content/queries";
import { cached } from "@/lib/cache";
import { buildLegalDocument, LEGAL_DOCUMENTS, type LegalDocument, type LegalFacts, type LegalKind } from "./document";

/** The settings a legal text quotes, read from System Settings with the handle given. */
async function readLegalFacts(db: Database | Transaction): Promise<LegalFacts> {
  const [signInRecordRetentionDays, rejectedApplicationRetentionDays] = await Promise.all([
    readRetentionDays(db, "signInRecords"),
    readRetentionDays(db, "applications"),
  ]);
  return { signInRecordRetentionDays, rejectedApplicationRetentionDays };
}

/** The same, for the public pages: kept until site_settings changes (decision 008). */
const getLegalFacts = cached("legal:facts", async () => readLegalFacts(await getDb()), { tags: ["site_settings"], ttlSeconds: 300 });

/** The privacy policy or the terms, from their active site_content rows (cached with them), the settings they quote filled in. */
export async function getLegalDocument(kind: LegalKind): Promise<LegalDocument> {
  const [blocks, facts] = await Promise.all([getActiveContentBlocks(), getLegalFacts()]);
  const rows = LEGAL_DOCUMENTS[kind].sections.flatMap((section) => blocks.get(section) ?? []);
  return buildLegalDocument(kind, rows, facts);
}

/** The same document read fresh inside `db` (an action's transaction), for the page inventory's save. */
export async function readLegalDocument(kind: LegalKind, db: Database | Transaction): Promise<LegalDocument> {
  const sections: readonly string[] = LEGAL_DOCUMENTS[kind].sections;
  const rows = (await readContentBlocks({ activeOnly: true, db })).filter((row) => sections.includes(row.section));
  return buildLegalDocument(kind, rows, await readLegalFacts(db));
}
