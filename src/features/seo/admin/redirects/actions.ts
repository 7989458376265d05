"use server";

import { and, eq, inArray, ne } from "drizzle-orm";
import type { Transaction } from "@/db";
import { redirects } from "@/db/schema";
import { ActionFailure, type AuditRecord, defineAdminAction, defineDeleteByIdAction } from "@/features/admin/action";
import { translateMessages } from "@/features/admin/messages";
import { assertUnchangedSince } from "@/features/admin/version";
import { siteUrl } from "@/lib/env";
import { CSV_HEADER, parseBoolean, parseCsv, unguard } from "./csv";
import { chainProblemsInSet, compileRules, resolveChain, type RedirectRule } from "../../redirects/engine";
import { adminRedirectColumns, readRedirect, type AdminRedirect } from "./list-query";
import {
  IMPORT_MAX_LINES,
  createRedirectSchema,
  deleteRedirectSchema,
  importRedirectsSchema,
  redirectFieldsSchema,
  slugRedirectSchema,
  testRedirectUrlSchema,
  toggleRedirectSchema,
  updateRedirectSchema,
  type RedirectFields,
} from "./schemas";
import { publicPathFor } from "./slug-change";
import { assertNoChain, assertSourceFree, lockRules } from "./rule-checks";
import { loadActiveRedirectRules } from "../../redirects/store";
import type { ImportLineError, RedirectTestResult } from "../../redirects/types";

/**
 * Redirects (Technical SEO › Redirects; decision 030). Each action is
 * authorised ("admin.seo.manage"), validated and audited by defineAdminAction
 * in one transaction. The server's redirect layer reloads its rules from the
 * table's change notification, so a saved rule answers on the next request,
 * cached pages included.
 *
 * Every save of an active rule is checked against the other active rules
 * through the engine itself (engine.ts, chainProblem): a rule whose target
 * another rule answers, or that answers another rule's target, is refused
 * (a visitor would be sent on twice, or round in a loop). Writes that may
 * add to the active set take one advisory lock, so two saves cannot each
 * pass the check against a set the other is changing.
 */

const PERMISSION = "admin.seo.manage" as const;
const ENTITY = "redirect";
const E = "adminSeo.redirects.errors";
const SAVE_FAILED = `${E}.save` as const;

type StoredValues = Omit<AdminRedirect, "id" | "createdAt" | "updatedAt" | "hitCount" | "lastHitAt">;

function valuesOf(row: AdminRedirect | RedirectFields): StoredValues {
  return { fromPath: row.fromPath, toPath: row.toPath, statusCode: row.statusCode, matchType: row.matchType, keepQuery: row.keepQuery, isActive: row.isActive };
}

/** The audit entry, named after the source (the audit log's sentence reads `name`). */
function auditOf(action: string, id: string, before?: StoredValues, after?: StoredValues): AuditRecord {
  return {
    action,
    entityType: ENTITY,
    entityId: id,
    ...(before ? { oldValues: { name: before.fromPath, ...before } } : {}),
    ...(after ? { newValues: { name: after.fromPath, ...after } } : {}),
  };
}

async function lockRow(tx: Transaction, id: string): Promise<AdminRedirect> {
  const [locked] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id)).for("update");
  const row = locked ? await readRedirect(tx, id) : undefined;
  if (!row) throw new ActionFailure("not_found", `${E}.notFound`);
  return row;
}

async function reread(tx: Transaction, id: string): Promise<AdminRedirect> {
  const row = await readRedirect(tx, id);
  if (!row) throw new Error(`redirect ${id} vanished inside its own transaction`);
  return row;
}

export const createRedirect = defineAdminAction({
  permission: PERMISSION,
  schema: createRedirectSchema,
  failureKey: SAVE_FAILED,
  async run(fields, { tx, t }) {
    await lockRules(tx);
    await assertSourceFree(tx, fields.fromPath);
    if (fields.isActive) await assertNoChain(tx, t, fields);
    const [{ id }] = await tx.insert(redirects).values(fields).returning({ id: redirects.id });
    const row = await reread(tx, id);
    return { data: row, audit: auditOf("redirect.create", id, undefined, valuesOf(row)) };
  },
});

export const updateRedirect = defineAdminAction({
  permission: PERMISSION,
  schema: updateRedirectSchema,
  failureKey: SAVE_FAILED,
  async run({ id, expectedVersion, overwrite, ...fields }, { tx, t }) {
    await lockRules(tx);
    const before = await lockRow(tx, id);
    await assertUnchangedSince(tx, { current: before.updatedAt, expectedVersion, overwrite, entityType: ENTITY, entityId: id });
    if (fields.fromPath !== before.fromPath) await assertSourceFree(tx, fields.fromPath, id);
    const values = valuesOf(fields);
    if (values.isActive) await assertNoChain(tx, t, { id, ...values });
    await tx.update(redirects).set(values).where(eq(redirects.id, id));
    const row = await reread(tx, id);
    return { data: row, audit: auditOf("redirect.update", id, valuesOf(before), valuesOf(row)) };
  },
});

/** The list's switch: no version check (it changes one flag the admin sees), but switching on is checked for chains. */
export const toggleRedirect = defineAdminAction({
  permission: PERMISSION,
  schema: toggleRedirectSchema,
  failureKey: `${E}.toggle`,
  async run({ id, isActive }, { tx, t }) {
    await lockRules(tx);
    const before = await lockRow(tx, id);
    if (before.isActive === isActive) return { data: before, audit: [] };
    if (isActive) await assertNoChain(tx, t, { ...valuesOf(before), id });
    await tx.update(redirects).set({ isActive }).where(eq(redirects.id, id));
    const row = await reread(tx, id);
    return { data: row, audit: auditOf(isActive ? "redirect.activate" : "redirect.deactivate", id, valuesOf(before), valuesOf(row)) };
  },
});

export const deleteRedirect = defineDeleteByIdAction({
  permission: PERMISSION,
  schema: deleteRedirectSchema,
  failureKey: `${E}.delete`,
  table: redirects,
  lock: lockRow,
  audit: (before, id) => auditOf("redirect.delete", id, valuesOf(before)),
});

/**
 * A CSV of rules (header from_path,to_path,status_code,match_type,keep_query,is_active):
 * all or nothing. Every line is checked as the dialog checks one rule, then
 * the whole active set (the table's rules with the file's applied) for
 * chains and loops; any problem refuses the file with the line numbers and
 * messages, and nothing is written. A line whose source already has a rule
 * updates it; the others are created. One audit entry per rule written.
 */
export const importRedirects = defineAdminAction({
  permission: PERMISSION,
  schema: importRedirectsSchema,
  failureKey: `${E}.import`,
  async run({ csv }, { tx, t }) {
    const rows = parseCsv(csv);
    const header = (rows.shift() ?? []).map((cell) => cell.trim().toLowerCase());
    if (CSV_HEADER.some((name, i) => header[i] !== name)) throw new ActionFailure("invalid", `${E}.importHeader`, { values: { header: CSV_HEADER.join(",") } });
    if (rows.length === 0) throw new ActionFailure("invalid", `${E}.importEmpty`);
    if (rows.length > IMPORT_MAX_LINES) throw new ActionFailure("invalid", `${E}.importTooMany`, { values: { max: IMPORT_MAX_LINES } });

    const errors: ImportLineError[] = [];
    const parsed: { line: number; fields: RedirectFields }[] = [];
    const seen = new Map<string, number>();
    rows.forEach((cells, index) => {
      const line = index + 2;
      const [fromPath = "", toPath = "", status = "", matchType = "", keepQuery = "", isActive = ""] = cells.map((cell) => unguard(cell.trim()));
      const keep = parseBoolean(keepQuery, false);
      const active = parseBoolean(isActive, true);
      const result = redirectFieldsSchema.safeParse({
        fromPath,
        toPath,
        statusCode: /^\d+$/.test(status) ? Number(status) : Number.NaN,
        matchType: matchType || "exact",
        keepQuery: keep ?? false,
        isActive: active ?? true,
      });
      const messages: string[] = [];
      if (keep === null || active === null) messages.push(t(`${E}.importBoolean`));
      if (!result.success) {
        messages.push(...translateMessages(t, result.error.issues.map((issue) => issue.message)));
      } else {
        const earlier = seen.get(result.data.fromPath);
        if (earlier) messages.push(t(`${E}.importDuplicate`, { line: earlier }));
        else seen.set(result.data.fromPath, line);
        parsed.push({ line, fields: result.data });
      }
      if (messages.length > 0) errors.push({ line, messages: [...new Set(messages)] });
    });
    if (errors.length > 0) throw importFailure(errors);

    await lockRules(tx);
    const sources = parsed.map(({ fields }) => fields.fromPath);
    const existing = new Map<string, AdminRedirect>();
    for (let i = 0; i < sources.length; i += 1000) {
      const chunk = await tx.select(adminRedirectColumns).from(redirects).where(inArray(redirects.fromPath, sources.slice(i, i + 1000)));
      for (const row of chunk) existing.set(row.fromPath, row);
    }

    // The active set as it will be: the table's active rules, replaced or joined by the file's.
    const current = await loadActiveRedirectRules(tx);
    const replaced = new Set(parsed.map(({ fields }) => existing.get(fields.fromPath)?.id).filter(Boolean));
    const kept = current.filter((rule) => !replaced.has(rule.id));
    const incoming = parsed.filter(({ fields }) => fields.isActive);
    const set: RedirectRule[] = [...incoming.map(({ fields }) => fields), ...kept];
    const problems = chainProblemsInSet(set, { siteOrigin: siteUrl() });
    for (const problem of problems) {
      const other = set.find((rule, i) => i !== problem.index && (rule.id ?? null) === problem.ruleId && problem.ruleId !== null);
      const message = t(problem.kind === "loop" ? `${E}.loop` : `${E}.chain`);
      if (problem.index < incoming.length) errors.push({ line: incoming[problem.index].line, messages: [other ? `${message} (${other.fromPath})` : message] });
      else {
        // A rule already in the table that the file's rules would now chain into.
        const rule = set[problem.index];
        errors.push({ line: 0, messages: [`${message} (${rule.fromPath})`] });
      }
    }
    if (errors.length > 0) throw importFailure(errors);

    const audit: AuditRecord[] = [];
    let created = 0;
    let updated = 0;
    const toInsert = parsed.filter(({ fields }) => !existing.has(fields.fromPath)).map(({ fields }) => fields);
    for (let i = 0; i < toInsert.length; i += 500) {
      const inserted = await tx.insert(redirects).values(toInsert.slice(i, i + 500)).returning({ id: redirects.id, fromPath: redirects.fromPath });
      const byPath = new Map(toInsert.slice(i, i + 500).map((fields) => [fields.fromPath, fields]));
      for (const row of inserted) audit.push(auditOf("redirect.import", row.id, undefined, valuesOf(byPath.get(row.fromPath)!)));
      created += inserted.length;
    }
    for (const { fields } of parsed) {
      const before = existing.get(fields.fromPath);
      if (!before) continue;
      const values = valuesOf(fields);
      await tx.update(redirects).set(values).where(eq(redirects.id, before.id));
      audit.push(auditOf("redirect.import", before.id, valuesOf(before), values));
      updated++;
    }
    return { data: { created, updated }, audit };
  },
});

function importFailure(errors: ImportLineError[]): ActionFailure {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  return new ActionFailure("invalid", `${E}.importRefused`, { values: { count: sorted.length }, details: { lines: sorted.slice(0, 200) } });
}

/**
 * The "test a URL" box: which active rule answers a path (or a full address
 * on this site) and where a visitor ends after following every redirect, as
 * the server would answer now. It reads only: no audit entry.
 */
export const testRedirectUrl = defineAdminAction({
  permission: PERMISSION,
  schema: testRedirectUrlSchema,
  failureKey: `${E}.testUrlInvalid`,
  async run({ url }, { tx }) {
    const origin = siteUrl();
    let path: string;
    try {
      const parsed = new URL(url, `${origin}/`);
      if (!/^https?:$/.test(parsed.protocol) || (url.includes("://") && parsed.host !== new URL(origin).host)) throw new Error("other site");
      path = `${parsed.pathname}${parsed.search}`;
    } catch {
      throw new ActionFailure("invalid", `${E}.testUrlInvalid`, { fieldErrors: { url: [`${E}.testUrlInvalid`] } });
    }
    const rules = await loadActiveRedirectRules(tx);
    const chain = resolveChain(compileRules(rules), path, { siteOrigin: origin });
    const first = chain.hops[0]?.rule;
    const result: RedirectTestResult = {
      path,
      rule: first ? { id: first.id!, fromPath: first.fromPath, matchType: first.matchType, statusCode: first.statusCode } : null,
      hops: chain.hops.map((hop) => ({ url: hop.url, status: hop.status, location: hop.location, fromPath: hop.rule.fromPath })),
      final: chain.outcome === "none" ? path : chain.final,
      outcome: chain.outcome,
    };
    return { data: result, audit: [] };
  },
});

/**
 * The 301 offered when a category, district or blog post slug changes: a
 * permanent, exact rule from the old address to the new one. A rule already
 * on the old address is pointed at the new one; rules that sent visitors to
 * the old address are pointed at the new one too, so no chain is left (one
 * hop, as search engines prefer). The result is checked for chains and loops
 * like any save (e.g. a rule still redirecting the new address away), and
 * nothing is written if it fails.
 */
export const createSlugRedirect = defineAdminAction({
  permission: PERMISSION,
  schema: slugRedirectSchema,
  failureKey: SAVE_FAILED,
  async run({ kind, oldSlug, newSlug }, { tx, t }) {
    const fromPath = publicPathFor(kind, oldSlug);
    const toPath = publicPathFor(kind, newSlug);
    await lockRules(tx);
    const audit: AuditRecord[] = [];
    const pointing = await tx.select(adminRedirectColumns).from(redirects).where(and(eq(redirects.toPath, fromPath), ne(redirects.fromPath, fromPath)));
    for (const before of pointing) {
      await tx.update(redirects).set({ toPath }).where(eq(redirects.id, before.id));
      audit.push(auditOf("redirect.update", before.id, valuesOf(before), { ...valuesOf(before), toPath }));
    }
    const values = { fromPath, toPath, statusCode: 301 as const, matchType: "exact" as const, keepQuery: true, isActive: true };
    const [existing] = await tx.select(adminRedirectColumns).from(redirects).where(eq(redirects.fromPath, fromPath)).for("update");
    await assertNoChain(tx, t, { ...values, id: existing?.id });
    let id: string;
    if (existing) {
      await tx.update(redirects).set(values).where(eq(redirects.id, existing.id));
      id = existing.id;
      audit.push(auditOf("redirect.update", id, valuesOf(existing), values));
    } else {
      [{ id }] = await tx.insert(redirects).values(values).returning({ id: redirects.id });
      audit.push(auditOf("redirect.create", id, undefined, values));
    }
    return { data: { id, fromPath, toPath, retargeted: pointing.length }, audit };
  },
});
