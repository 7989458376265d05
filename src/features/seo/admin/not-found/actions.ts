"use server";

import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { notFoundPaths, redirects } from "@/db/schema";
import { ActionFailure, type AuditRecord, defineAdminAction, defineDeleteByIdAction } from "@/features/admin/action";
import type { AdminMessageRef, AdminTranslate } from "@/features/admin/messages";
import { assertNoChain, lockRules } from "../redirects/rule-checks";
import { redirectFieldsSchema, type RedirectFields } from "../redirects/schemas";
import { notFoundColumns, type NotFoundEntry } from "./list-query";
import { clearNotFoundSchema, deleteNotFoundSchema, resolveNotFoundSchema } from "./schemas";

/**
 * The 404 monitor's actions (Technical SEO › 404 monitor; decision 031),
 * each authorised ("admin.seo.manage"), validated and audited by
 * defineAdminAction in one transaction. Turning an entry into a 301 or a
 * 410 writes the redirect rule through the redirects' own checks (schema,
 * rule lock, chains and loops: src/features/seo/admin/redirects/rule-checks.ts)
 * and removes the entry in the same transaction: either both happen or
 * neither does.
 */

const PERMISSION = "admin.seo.manage" as const;
const ENTITY = "not_found_path";
const M = "adminSeo.technical.monitor.errors";

async function lockEntry(tx: Transaction, id: string): Promise<NotFoundEntry> {
  const [row] = await tx.select(notFoundColumns).from(notFoundPaths).where(eq(notFoundPaths.id, id)).for("update");
  if (!row) throw new ActionFailure("not_found", `${M}.notFound`);
  return row;
}

function entryValues(entry: NotFoundEntry) {
  return { name: entry.path, hits: entry.hits, referrerHost: entry.referrerHost, firstSeenAt: entry.firstSeenAt.toISOString(), lastSeenAt: entry.lastSeenAt.toISOString() };
}

/** The rule for an entry, checked by the redirects' schema; its messages go under the target field (the source is the entry's path). */
function ruleFor(t: AdminTranslate, entry: NotFoundEntry, statusCode: 301 | 410, toPath: string | null | undefined): RedirectFields {
  const parsed = redirectFieldsSchema.safeParse({ fromPath: entry.path, toPath: statusCode === 410 ? null : (toPath ?? ""), statusCode, matchType: "exact", keepQuery: false, isActive: true });
  if (parsed.success) return parsed.data;
  const source = parsed.error.issues.find((issue) => issue.path[0] === "fromPath");
  if (source) throw new ActionFailure("invalid", `${M}.sourceRefused`, { values: { reason: t(source.message as AdminMessageRef) } });
  const target = parsed.error.issues.map((issue) => issue.message as AdminMessageRef);
  throw new ActionFailure("invalid", `${M}.resolve`, { fieldErrors: { toPath: target } });
}

/** "Redirect (301)" / "Mark as gone (410)": the exact rule for the entry's path, and the entry removed. */
export const resolveNotFound = defineAdminAction({
  permission: PERMISSION,
  schema: resolveNotFoundSchema,
  failureKey: `${M}.resolve`,
  async run({ id, statusCode, toPath }, { tx, t }) {
    await lockRules(tx);
    const entry = await lockEntry(tx, id);
    const rule = ruleFor(t, entry, statusCode, toPath);
    const [holder] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, rule.fromPath));
    if (holder) throw new ActionFailure("invalid", `${M}.ruleExists`, { values: { path: rule.fromPath }, details: { ruleId: holder.id } });
    await assertNoChain(tx, t, rule);
    const [{ id: ruleId }] = await tx.insert(redirects).values(rule).returning({ id: redirects.id });
    await tx.delete(notFoundPaths).where(eq(notFoundPaths.id, id));
    const ruleValues = { name: rule.fromPath, ...rule };
    const audit: AuditRecord[] = [
      { action: "redirect.create", entityType: "redirect", entityId: ruleId, newValues: ruleValues },
      { action: "not_found.redirect", entityType: ENTITY, entityId: id, oldValues: entryValues(entry), newValues: { name: entry.path, ruleId, statusCode: rule.statusCode, toPath: rule.toPath } },
    ];
    return { data: { ruleId, path: entry.path, statusCode: rule.statusCode, toPath: rule.toPath }, audit };
  },
});

export const deleteNotFound = defineDeleteByIdAction({
  permission: PERMISSION,
  schema: deleteNotFoundSchema,
  failureKey: `${M}.delete`,
  table: notFoundPaths,
  lock: lockEntry,
  audit: (entry, id) => ({ action: "not_found.delete", entityType: ENTITY, entityId: id, oldValues: entryValues(entry) }),
});

/** Empties the list (one audit entry with how many went): room for new paths once the cap was reached. */
export const clearNotFound = defineAdminAction({
  permission: PERMISSION,
  schema: clearNotFoundSchema,
  failureKey: `${M}.clear`,
  async run(_input, { tx }) {
    const [{ count }] = await tx.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(notFoundPaths);
    await tx.delete(notFoundPaths);
    return { data: { deleted: count }, audit: { action: "not_found.clear", entityType: ENTITY, entityId: "all", oldValues: { count } } };
  },
});
