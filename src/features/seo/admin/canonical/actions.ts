"use server";

import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { canonicalRules } from "@/db/schema";
import { ActionFailure, type AuditRecord, defineAdminAction, defineDeleteByIdAction } from "@/features/admin/action";
import { adminCanonicalRuleColumns, findCanonicalRuleByPattern, lockCanonicalRule, type AdminCanonicalRule } from "./queries";
import { createCanonicalRuleSchema, deleteCanonicalRuleSchema, setCanonicalRuleActiveSchema, updateCanonicalRuleSchema } from "./schemas";

/**
 * Canonical rules (decision 029: insert, edit, and a delete that really
 * deletes). Each write is authorised, validated and audited
 * in one transaction; the public head reads the active rules through a
 * cache tagged canonical_rules, which the table's change notification
 * clears on commit, so a rule applies (or stops) on the next request.
 *
 * No version check: the table has no updated_at (and its schema is not
 * changed for this screen). created_at only proves the row still exists;
 * the row lock keeps two saves from interleaving.
 */

const PERMISSION = "admin.seo.manage" as const;
const ENTITY = "canonical_rule";
const SAVE_FAILED = "adminSeo.technical.canonical.errors.save" as const;
const NOT_FOUND = "adminSeo.technical.canonical.errors.notFound" as const;

type RuleValues = Omit<AdminCanonicalRule, "id" | "createdAt">;

function valuesOf(row: AdminCanonicalRule): RuleValues {
  return { pattern: row.pattern, canonicalUrl: row.canonicalUrl, isActive: row.isActive };
}

/** The audit entry, named after the pattern (the audit log's sentence reads `name`). */
function auditOf(action: string, row: AdminCanonicalRule, before?: RuleValues, after?: RuleValues): AuditRecord {
  return {
    action,
    entityType: ENTITY,
    entityId: row.id,
    ...(before ? { oldValues: { name: before.pattern, ...before } } : {}),
    ...(after ? { newValues: { name: after.pattern, ...after } } : {}),
  };
}

/**
 * Serialises writes for one pattern (a first insert has no row to lock),
 * then refuses a pattern another rule already holds: two rules for one
 * pattern would leave the second one never applying.
 */
async function claimPattern(tx: Transaction, pattern: string, ownId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`canonical_rules:${pattern}`}))`);
  const holder = await findCanonicalRuleByPattern(tx, pattern);
  if (holder && holder.id !== ownId) {
    throw new ActionFailure("invalid", SAVE_FAILED, { fieldErrors: { pattern: ["adminSeo.technical.canonical.errors.duplicate"] }, details: { takenBy: holder.id } });
  }
}

async function lockOrFail(tx: Transaction, id: string): Promise<AdminCanonicalRule> {
  const row = await lockCanonicalRule(tx, id);
  if (!row) throw new ActionFailure("not_found", NOT_FOUND);
  return row;
}

export const createCanonicalRule = defineAdminAction({
  permission: PERMISSION,
  schema: createCanonicalRuleSchema,
  failureKey: "adminSeo.technical.canonical.errors.create",
  async run(fields, { tx }) {
    await claimPattern(tx, fields.pattern);
    const [row] = await tx.insert(canonicalRules).values(fields).returning(adminCanonicalRuleColumns);
    return { data: row, audit: auditOf("canonical_rule.create", row, undefined, valuesOf(row)) };
  },
});

export const updateCanonicalRule = defineAdminAction({
  permission: PERMISSION,
  schema: updateCanonicalRuleSchema,
  failureKey: SAVE_FAILED,
  async run({ id, ...fields }, { tx }) {
    const before = await lockOrFail(tx, id);
    if (fields.pattern !== before.pattern) await claimPattern(tx, fields.pattern, id);
    const [row] = await tx.update(canonicalRules).set(fields).where(eq(canonicalRules.id, id)).returning(adminCanonicalRuleColumns);
    return { data: row, audit: auditOf("canonical_rule.update", row, valuesOf(before), valuesOf(row)) };
  },
});

/** The list's switch: applies or stops the rule, nothing else. */
export const setCanonicalRuleActive = defineAdminAction({
  permission: PERMISSION,
  schema: setCanonicalRuleActiveSchema,
  failureKey: SAVE_FAILED,
  async run({ id, isActive }, { tx }) {
    const before = await lockOrFail(tx, id);
    if (before.isActive === isActive) return { data: before, audit: [] };
    const [row] = await tx.update(canonicalRules).set({ isActive }).where(eq(canonicalRules.id, id)).returning(adminCanonicalRuleColumns);
    return {
      data: row,
      audit: auditOf(isActive ? "canonical_rule.activate" : "canonical_rule.deactivate", row, valuesOf(before), valuesOf(row)),
    };
  },
});

/** Really deletes the rule (decision 029); the public head stops applying it on the next request. */
export const deleteCanonicalRule = defineDeleteByIdAction({
  permission: PERMISSION,
  schema: deleteCanonicalRuleSchema,
  failureKey: "adminSeo.technical.canonical.errors.delete",
  table: canonicalRules,
  lock: lockOrFail,
  audit: (before) => auditOf("canonical_rule.delete", before, valuesOf(before)),
});
