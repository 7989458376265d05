import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { siteContent } from "@/db/schema";
import { ActionFailure, type AuditRecord } from "@/features/admin/action";
import type { AdminMessageKey } from "@/features/admin/messages";
import { assertUnchangedSince } from "@/features/admin/version";
import { contentBlockColumns, toAdminBlock, type AdminContentBlock, type ContentBlockRow } from "../queries";
import { CONTENT_OWNERS, editableFields, ownerOf, ownsKey, type BlockField, type ContentOwnerName } from "../registry";

/**
 * The one write path of site_content: every screen's save action calls
 * `writeContentBlock` inside its admin action (which has already checked the
 * permission and validated the input with the owner's schema). It locks the
 * row, refuses a key its caller's owners do not hold, refuses a save over a
 * newer change, cleans the fields one way, writes, and hands back the audit
 * record the action returns.
 */

export interface ContentBlockWrite {
  /** The owners the calling screen writes for (the site copy action writes the general blocks and the hero text). */
  owners: readonly ContentOwnerName[];
  /** The row by id (the site copy editors) or by key (the others; a legal key may be created). */
  target: { id: string } | { section: string };
  fields: Partial<Record<BlockField, string>>;
  expectedVersion?: string;
  overwrite?: boolean;
  /** The caller's message for a key it may not write or that does not exist. */
  notFoundKey: AdminMessageKey;
}

type BlockValues = Partial<Pick<typeof siteContent.$inferInsert, BlockField>>;

/** Required text columns are stored as "", optional ones as null when empty. */
const REQUIRED_COLUMNS: readonly BlockField[] = ["title", "content"];

/** The cleaning rule: line endings normalised to \n (the schemas have trimmed); empty optional fields stored as null. */
export function cleanBlockFields(owner: ContentOwnerName, fields: Partial<Record<BlockField, string>>): BlockValues {
  const values: Record<string, string | null> = {};
  for (const field of editableFields(owner)) {
    const value = (fields[field] ?? "").replace(/\r\n?/g, "\n");
    values[field] = value === "" && !REQUIRED_COLUMNS.includes(field) ? null : value;
  }
  return values as BlockValues;
}

function snapshot(owner: ContentOwnerName, row: ContentBlockRow): Record<string, unknown> {
  return Object.fromEntries(editableFields(owner).map((field) => [field, row[field]]));
}

async function lockTarget(tx: Transaction, target: ContentBlockWrite["target"]): Promise<ContentBlockRow | undefined> {
  const where = "id" in target ? eq(siteContent.id, target.id) : eq(siteContent.section, target.section);
  const [row] = await tx.select(contentBlockColumns).from(siteContent).where(where).for("update");
  return row;
}

export async function writeContentBlock(tx: Transaction, write: ContentBlockWrite): Promise<{ block: AdminContentBlock; audit: AuditRecord }> {
  const refused = () => new ActionFailure("not_found", write.notFoundKey);
  const before = await lockTarget(tx, write.target);
  const section = before?.section ?? ("section" in write.target ? write.target.section : null);
  if (!section) throw refused();
  const owner = ownerOf(section);
  if (!write.owners.includes(owner) || !ownsKey(owner, section)) throw refused();
  if (!before && !CONTENT_OWNERS[owner].createsMissing) throw refused();

  const entityId = CONTENT_OWNERS[owner].auditEntityId === "section" || !before ? section : before.id;
  if (before) {
    await assertUnchangedSince(tx, {
      current: before.updatedAt,
      expectedVersion: write.expectedVersion,
      overwrite: write.overwrite,
      entityType: "site_content",
      entityId,
    });
  }

  const values = cleanBlockFields(owner, write.fields);
  const [after] = before
    ? await tx.update(siteContent).set({ ...values, updatedAt: new Date() }).where(eq(siteContent.id, before.id)).returning(contentBlockColumns)
    : await tx.insert(siteContent).values({ section, ...values }).returning(contentBlockColumns);
  return {
    block: toAdminBlock(after),
    audit: {
      action: CONTENT_OWNERS[owner].auditAction,
      entityType: "site_content",
      entityId,
      oldValues: before ? snapshot(owner, before) : null,
      newValues: values,
      notes: section,
    },
  };
}
