"use server";

import { eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { structuredData } from "@/db/schema";
import { ActionFailure, type AuditRecord, defineAdminAction, defineDeleteByIdAction } from "@/features/admin/action";
import type { AdminMessageRef, AdminTranslate } from "@/features/admin/messages";
import { assertUnchangedSince } from "@/features/admin/version";
import { readStructuredData, type AdminStructuredData } from "./list-query";
import { issueValues, validateStructuredData } from "./rules";
import { createStructuredDataSchema, deleteStructuredDataSchema, updateStructuredDataSchema, type StructuredDataFields } from "./schemas";

/**
 * Structured Data manager actions (structured_data
 * insert, update by id, delete by id), each authorised, validated and
 * audited by defineAdminAction in one transaction. The public pages read
 * valid rows per path through a cache the table's change notification
 * clears (src/features/seo/metadata.ts getStructuredDataFor), so a saved
 * block is in the page's HTML on the next request.
 *
 * The JSON is validated again here with the dialog's own rules (rules.ts),
 * whatever the browser said: a block that fails is refused with every reason
 * under the JSON field and nothing is stored. So a row this screen writes is
 * always valid (is_valid true, validation_errors NULL); a path may hold
 * several blocks (a page may publish an Organization and a FAQPage).
 */

const PERMISSION = "admin.seo.manage" as const;
const ENTITY = "structured_data";
const SAVE_FAILED = "adminSeo.structuredData.errors.save" as const;

type StoredValues = Omit<AdminStructuredData, "id" | "createdAt" | "updatedAt">;

/**
 * The row as stored, from the server's own verdict on the JSON; refused with
 * the verdict's reasons in the admin's language when it is not valid.
 */
function checkedValues(fields: StructuredDataFields, t: AdminTranslate): StoredValues {
  const verdict = validateStructuredData(fields.schemaJson);
  if (!verdict.valid) {
    // Already worded (they carry the parser's detail and the host), so they pass through the wrapper's translation untouched.
    const reasons = verdict.issues.map((issue) => t(`adminSeo.structuredData.validation.${issue.code}`, issueValues(issue)) as AdminMessageRef);
    throw new ActionFailure("invalid", SAVE_FAILED, { fieldErrors: { schemaJson: reasons } });
  }
  return { pagePath: fields.pagePath, schemaType: fields.schemaType, schemaData: verdict.data, isValid: true, validationErrors: null };
}

function valuesOf(row: AdminStructuredData): StoredValues {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
}

/** The audit entry, named after the path and the type (the audit log's sentence reads `name`). */
function named(values: StoredValues) {
  return { name: `${values.pagePath} (${values.schemaType})`, ...values };
}

async function lockRow(tx: Transaction, id: string): Promise<AdminStructuredData> {
  const [locked] = await tx.select({ id: structuredData.id }).from(structuredData).where(eq(structuredData.id, id)).for("update");
  const row = locked ? await readStructuredData(tx, id) : undefined;
  if (!row) throw new ActionFailure("not_found", "adminSeo.structuredData.errors.notFound");
  return row;
}

async function reread(tx: Transaction, id: string): Promise<AdminStructuredData> {
  const row = await readStructuredData(tx, id);
  if (!row) throw new Error(`structured_data ${id} vanished inside its own transaction`);
  return row;
}

export const createStructuredData = defineAdminAction({
  permission: PERMISSION,
  schema: createStructuredDataSchema,
  failureKey: SAVE_FAILED,
  async run(fields, { tx, t }) {
    const values = checkedValues(fields, t);
    const [{ id }] = await tx.insert(structuredData).values(values).returning({ id: structuredData.id });
    const row = await reread(tx, id);
    const audit: AuditRecord = { action: "structured_data.create", entityType: ENTITY, entityId: id, newValues: named(valuesOf(row)) };
    return { data: row, audit };
  },
});

export const updateStructuredData = defineAdminAction({
  permission: PERMISSION,
  schema: updateStructuredDataSchema,
  failureKey: SAVE_FAILED,
  async run({ id, expectedVersion, overwrite, ...fields }, { tx, t }) {
    const before = await lockRow(tx, id);
    await assertUnchangedSince(tx, { current: before.updatedAt, expectedVersion, overwrite, entityType: ENTITY, entityId: id });
    const values = checkedValues(fields, t);
    await tx.update(structuredData).set(values).where(eq(structuredData.id, id));
    const row = await reread(tx, id);
    const audit: AuditRecord = {
      action: "structured_data.update",
      entityType: ENTITY,
      entityId: id,
      oldValues: named(valuesOf(before)),
      newValues: named(valuesOf(row)),
    };
    return { data: row, audit };
  },
});

export const deleteStructuredData = defineDeleteByIdAction({
  permission: PERMISSION,
  schema: deleteStructuredDataSchema,
  failureKey: "adminSeo.structuredData.errors.delete",
  table: structuredData,
  lock: lockRow,
  audit: (before, id) => ({ action: "structured_data.delete", entityType: ENTITY, entityId: id, oldValues: named(valuesOf(before)) }),
});
