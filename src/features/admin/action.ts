import "server-only";
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { getDb, type Transaction } from "@/db";
import { hasPermission, type Viewer } from "@/features/access/policy";
import type { PermissionName } from "@/features/access/permissions";
import { getViewer } from "@/features/access/viewer";
import { needsTwoFactorSetUp } from "@/features/auth/two-factor/requirement";
import { writeAudit, writeAuditEntries, type AuditEntry } from "@/features/audit/log";
import { getAdminLocale } from "./locale";
import { adminTranslator, translateMessages, type AdminMessageKey, type AdminMessageRef, type AdminTranslate } from "./messages";

/**
 * Why an admin action did not happen. Each code has one message in both
 * languages (adminShell.actionErrors, the one table); an action may answer
 * with a more specific message of its own (its `failureKey`, or the key of an
 * ActionFailure it throws).
 */
export type ActionErrorCode = "unauthenticated" | "forbidden" | "invalid" | "not_found" | "conflict" | "failed";

/**
 * What every admin action returns to its form: never a thrown error. A change
 * that went through with a reservation (an outside image that could not be
 * brought home) carries it as `notice`, which useAdminAction shows as a warning.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; notice?: string }
  | { ok: false; error: string; code: ActionErrorCode; fieldErrors?: Record<string, string[]>; details?: Record<string, unknown> };

/**
 * Thrown inside `run` to answer with a specific, user-facing failure; the
 * transaction (and its audit row) is rolled back. `key` and the field error
 * references are translated into the admin's language by the wrapper.
 */
export class ActionFailure extends Error {
  constructor(
    readonly code: Exclude<ActionErrorCode, "unauthenticated" | "forbidden" | "failed">,
    readonly key: AdminMessageKey,
    readonly options: { values?: Record<string, string | number>; fieldErrors?: Record<string, AdminMessageRef[]>; details?: Record<string, unknown> } = {},
  ) {
    super(key);
    this.name = "ActionFailure";
  }
}

export interface ActionContext {
  tx: Transaction;
  viewer: Viewer;
  /** Messages in the admin's language (for data the action returns, e.g. a label). */
  t: AdminTranslate;
}

/** What an action records of its change; the wrapper signs it with the admin who acted. */
export type AuditRecord = Omit<AuditEntry, "actorId" | "actorEmail">;

export interface ActionOutcome<T> {
  data: T;
  /**
   * What the audit row records; a bulk change gives one record per item it
   * changed (and none when it changed nothing).
   */
  audit: AuditRecord | readonly AuditRecord[];
  /** Said to the admin beside the success (in their language): the change is saved, with a reservation. */
  notice?: AdminMessageKey;
}

export interface AdminActionDefinition<S extends z.ZodType, T, P = z.output<S>> {
  permission: PermissionName;
  schema: S;
  /**
   * The failure message for this action (e.g. 'Failed to update banner'), shown when the input is
   * invalid or the write fails. A function of the raw input when one action saves several settings
   * that each have their own message (the retention periods).
   */
  failureKey: AdminMessageKey | ((input: unknown) => AdminMessageKey);
  /**
   * Slow work kept out of the transaction (it may read, or store a new file), done after the permission check and
   * the validation and BEFORE the transaction opens; `run` gets what it
   * returns. Fetching an image from an address may take 30 s, and a
   * transaction (with its row locks) held that long would stall other
   * writes; on PGlite, with one connection, every other request
   * (decision 046). May throw ActionFailure.
   */
  prepare?(input: z.output<S>): Promise<P>;
  run(input: P, ctx: ActionContext): Promise<ActionOutcome<T>>;
  /**
   * The message when nobody is signed in, for a screen that has its own (the
   * image tools say 'Not authenticated'); the shell's "session has ended" otherwise.
   */
  unauthenticatedKey?: AdminMessageKey;
  /**
   * Work that must follow a committed change and cannot be rolled back with it
   * (e.g. a cookie). What it returns, if anything, is the answer's data instead
   * (the cache card waits here for every instance's report). May throw
   * ActionFailure: the change stays committed, and the admin reads why the
   * rest did not follow.
   */
  afterCommit?(data: T): Promise<T | void>;
}

/**
 * The admin action pattern (docs/admin-guide.md). In this order, on every
 * call, including direct POSTs that bypass the UI:
 *   1. who is asking, and may they (nothing else is read before this; an
 *      admin who must set up two-factor first is refused);
 *   2. validate the input with zod;
 *   3. `prepare`, when given: slow work outside the transaction (an image fetched from an address);
 *   4. do the change and its audit row (one per item of a bulk change) in ONE transaction.
 * Public caches clear themselves from the table-change notifications the
 * commit sends (docs/decisions/008-caching.md). Exported straight from a
 * domain's `admin/actions.ts`: `export const saveX = defineAdminAction({...})`.
 */
export function defineAdminAction<S extends z.ZodType, T, P = z.output<S>>(definition: AdminActionDefinition<S, T, P>) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const viewer = await getViewer();
    if (!viewer.userId) return refusal("unauthenticated", definition.unauthenticatedKey);
    if (!hasPermission(viewer, definition.permission)) return refusal("forbidden");
    if (await needsTwoFactorSetUp(viewer)) return refusal("twoFactorRequired");

    const t = adminTranslator(await getAdminLocale());
    const failureKey = typeof definition.failureKey === "function" ? definition.failureKey(input) : definition.failureKey;
    const parsed = definition.schema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, code: "invalid", error: t(failureKey), fieldErrors: fieldErrorsOf(parsed.error, t) };
    }

    try {
      const prepared = definition.prepare ? await definition.prepare(parsed.data) : (parsed.data as P);
      const db = await getDb();
      const { data, notice } = await db.transaction(async (tx) => {
        const outcome = await definition.run(prepared, { tx, viewer, t });
        await writeAuditOf(tx, viewer, outcome.audit);
        return { data: outcome.data, notice: outcome.notice };
      });
      const answer = (await definition.afterCommit?.(data)) ?? data;
      return notice ? { ok: true, data: answer, notice: t(notice) } : { ok: true, data: answer };
    } catch (error) {
      if (error instanceof ActionFailure) return failureResult(error, t);
      // Logged in English whatever the admin reads, for whoever reads the server log.
      console.error(`[admin] ${LOG_TRANSLATE(failureKey)}:`, error instanceof Error ? error.message : error);
      return { ok: false, code: "failed", error: t(failureKey) };
    }
  };
}

const LOG_TRANSLATE = adminTranslator("en-GB");

/** The action's audit row, or a bulk change's rows (one multi-row insert), signed with the admin who acted. */
async function writeAuditOf(tx: Transaction, viewer: Viewer, audit: AuditRecord | readonly AuditRecord[]): Promise<void> {
  const actor = { actorId: viewer.userId, actorEmail: viewer.email };
  if (!isAuditList(audit)) return writeAudit(tx, { ...actor, ...audit });
  await writeAuditEntries(
    tx,
    audit.map((record) => ({ ...actor, ...record })),
  );
}

function isAuditList(audit: AuditRecord | readonly AuditRecord[]): audit is readonly AuditRecord[] {
  return Array.isArray(audit);
}

/** A refusal in the asker's language (their saved choice or the language cookie). */
async function refusal(reason: "unauthenticated" | "forbidden" | "twoFactorRequired", key?: AdminMessageKey): Promise<ActionResult<never>> {
  const t = adminTranslator(await getAdminLocale());
  return { ok: false, code: reason === "unauthenticated" ? "unauthenticated" : "forbidden", error: t(key ?? `adminShell.actionErrors.${reason}`) };
}

function failureResult(failure: ActionFailure, t: AdminTranslate): ActionResult<never> {
  const { values, fieldErrors, details } = failure.options;
  return {
    ok: false,
    code: failure.code,
    error: t(failure.key, values),
    ...(fieldErrors ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, refs]) => [field, translateMessages(t, refs)])) } : {}),
    ...(details ? { details } : {}),
  };
}

/**
 * zod issues by field path ("patch.caption"; "_form" for the whole input).
 * Messages that are full admin references are translated here; the rest
 * (keys relative to a form's own namespace) are left for the form.
 */
function fieldErrorsOf(error: z.ZodError, t: AdminTranslate): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    (fieldErrors[key] ??= []).push(...translateMessages(t, [issue.message]));
  }
  return fieldErrors;
}

/**
 * The delete of one row by its id, written once: lock the row (the lock
 * answers not_found for an id that is gone), delete it, and audit what it
 * held. Answers `{ id }`, which the list drops from its rows.
 */
export function defineDeleteByIdAction<S extends z.ZodType<{ id: Id }>, Id extends string | number, Row>(definition: {
  permission: PermissionName;
  schema: S;
  failureKey: AdminMessageKey;
  table: PgTable & { id: AnyPgColumn };
  lock: (tx: Transaction, id: Id) => Promise<Row>;
  audit: (before: Row, id: Id) => AuditRecord;
  afterCommit?: () => Promise<void>;
}) {
  return defineAdminAction({
    permission: definition.permission,
    schema: definition.schema,
    failureKey: definition.failureKey,
    async run({ id }: { id: Id }, { tx }) {
      const before = await definition.lock(tx, id);
      await tx.delete(definition.table).where(eq(definition.table.id, id));
      return { data: { id }, audit: definition.audit(before, id) };
    },
    afterCommit: definition.afterCommit,
  });
}
