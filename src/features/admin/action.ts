import "server-only";
import type { z } from "zod";
import { getDb, type Transaction } from "@/db";
import { hasPermission, type Viewer } from "@/features/access/policy";
import type { PermissionName } from "@/features/access/permissions";
import { getViewer } from "@/features/access/viewer";
import { writeAudit } from "@/features/audit/log";

/** What every admin action returns to its form: never a thrown error. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; error: string; code: "unauthenticated" | "forbidden" | "invalid" | "not_found" | "conflict" | "failed"; fieldErrors?: Record<string, string[]> };

/** Thrown inside `run` to answer with a specific, user-facing failure (rolls the transaction back). */
export class ActionFailure extends Error {
  constructor(
    message: string,
    readonly code: "not_found" | "conflict" | "invalid" = "invalid",
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ActionFailure";
  }
}

export interface ActionContext {
  tx: Transaction;
  viewer: Viewer;
}

export interface ActionOutcome<T> {
  data: T;
  /** What the audit row records. */
  audit: { action: string; entityType: string; entityId?: string | null; oldValues?: Record<string, unknown> | null; newValues?: Record<string, unknown> | null; notes?: string | null };
}

export interface AdminActionDefinition<S extends z.ZodType, T> {
  permission: PermissionName;
  schema: S;
  /** The spec's failure message for this action (e.g. 'Failed to update banner'), in the admin's language. */
  failureMessage: string;
  run(input: z.output<S>, ctx: ActionContext): Promise<ActionOutcome<T>>;
}

/**
 * The admin action pattern: authorise (every call, including direct POSTs
 * that bypass the UI), validate with zod, then do the change and its audit row
 * in ONE transaction. Public caches clear themselves from the table-change
 * notifications the commit sends (docs/decisions/008-caching.md).
 */
export function defineAdminAction<S extends z.ZodType, T>(definition: AdminActionDefinition<S, T>) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const viewer = await getViewer();
    if (!viewer.userId) return { ok: false, code: "unauthenticated", error: "Please sign in again." };
    if (!hasPermission(viewer, definition.permission)) return { ok: false, code: "forbidden", error: "Access Denied" };

    const parsed = definition.schema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join(".") || "_form";
        (fieldErrors[key] ??= []).push(issue.message);
      }
      return { ok: false, code: "invalid", error: definition.failureMessage, fieldErrors };
    }

    try {
      const db = await getDb();
      const data = await db.transaction(async (tx) => {
        const outcome = await definition.run(parsed.data, { tx, viewer });
        await writeAudit(tx, { actorId: viewer.userId, actorEmail: viewer.email, ...outcome.audit });
        return outcome.data;
      });
      return { ok: true, data };
    } catch (error) {
      if (error instanceof ActionFailure) {
        return { ok: false, code: error.code, error: error.message, fieldErrors: error.fieldErrors };
      }
      console.error(`[admin] ${definition.failureMessage}:`, error instanceof Error ? error.message : error);
      return { ok: false, code: "failed", error: definition.failureMessage };
    }
  };
}
