import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { redirects } from "@/db/schema";
import { ActionFailure } from "@/features/admin/action";
import type { AdminMessageRef, AdminTranslate } from "@/features/admin/messages";
import { siteUrl } from "@/lib/env";
import { chainProblem, type RedirectRule } from "../../redirects/engine";
import { loadActiveRedirectRules } from "../../redirects/store";

/**
 * The checks every save of a rule goes through, inside its transaction: one
 * advisory lock over the rule set, one rule per source, and no chain or loop
 * with the other active rules. Shared by the redirects actions and the 404
 * monitor's "Redirect (301)" / "Mark as gone (410)" (src/features/seo/not-found),
 * so a rule is refused the same way wherever it is made. Not a "use server"
 * file: these are not actions of their own.
 */

const E = "adminSeo.redirects.errors";
const SAVE_FAILED = `${E}.save` as const;
const RULES_LOCK = "redirects:rules";

/** Serialises writes that may add to the active set, so two saves cannot each pass the check against a set the other is changing. */
export async function lockRules(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${RULES_LOCK}))`);
}

/** A second rule with the same source is refused under the source field. */
export async function assertSourceFree(tx: Transaction, fromPath: string, ownId?: string): Promise<void> {
  const [holder] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, fromPath));
  if (holder && holder.id !== ownId) {
    throw new ActionFailure("invalid", SAVE_FAILED, { fieldErrors: { fromPath: [`${E}.sourceTaken`] }, details: { takenBy: holder.id } });
  }
}

/** Refuses an active rule that would chain or loop with the other active rules. */
export async function assertNoChain(tx: Transaction, t: AdminTranslate, rule: RedirectRule & { id?: string }): Promise<void> {
  const others = await loadActiveRedirectRules(tx, { exceptId: rule.id });
  const problem = chainProblem(rule, others, { siteOrigin: siteUrl() });
  if (!problem) return;
  const other = problem.ruleId && problem.ruleId !== rule.id ? others.find((candidate) => candidate.id === problem.ruleId) : undefined;
  const key = problem.kind === "loop" ? (`${E}.loop` as const) : (`${E}.chain` as const);
  // Named after the other rule, so the admin knows which one to change (a text, not a reference: it carries the source).
  const message = other ? t(`${key}With`, { source: other.fromPath }) : t(key);
  throw new ActionFailure("invalid", SAVE_FAILED, {
    fieldErrors: { toPath: [message as AdminMessageRef] },
    details: { kind: problem.kind, ruleId: problem.ruleId, path: problem.path },
  });
}
