import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { siteContent } from "@/db/schema";
import { cached } from "@/lib/cache";
import { buildLegalDocument, LEGAL_DOCUMENTS, type LegalDocument, type LegalKind } from "./document";

/** The privacy policy or the terms, from their active site_content rows. */
export const getLegalDocument = cached(
  "legal:document",
  async (kind: LegalKind): Promise<LegalDocument> => {
    const db = await getDb();
    const rows = await db
      .select({
        section: siteContent.section,
        title: siteContent.title,
        subtitle: siteContent.subtitle,
        content: siteContent.content,
        updatedAt: siteContent.updatedAt,
      })
      .from(siteContent)
      .where(and(inArray(siteContent.section, [...LEGAL_DOCUMENTS[kind].sections]), eq(siteContent.isActive, true)));
    return buildLegalDocument(kind, rows);
  },
  { tags: ["site_content"], ttlSeconds: 600 },
);
