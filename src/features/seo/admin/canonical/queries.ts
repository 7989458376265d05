import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { canonicalRules } from "@/db/schema";
import { columnsOf } from "@/db/columns";

/** The columns the screen, the actions and their audit rows read (one set). */
export const adminCanonicalRuleColumns = {
  ...columnsOf(canonicalRules, ["id", "pattern", "canonicalUrl", "isActive", "createdAt"]),
};

export interface AdminCanonicalRule {
  id: string;
  pattern: string;
  canonicalUrl: string;
  isActive: boolean;
  createdAt: Date;
}

export interface CanonicalRulePage {
  rows: AdminCanonicalRule[];
  total: number;
  page: number;
  pageCount: number;
  /** The position of the page's first row in the order rules apply (1-based). */
  firstPosition: number;
}

export const CANONICAL_RULES_PER_PAGE = 25;

/** The page number from the address (`?page=`), 1 for anything malformed. */
export function parseCanonicalRulePage(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = typeof raw === "string" && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  return page;
}

/**
 * One page of rules in the order the public head tries them (oldest first,
 * matchCanonicalRule takes the first match), so the list reads as the rules
 * apply. A page past the end shows the last one.
 */
export async function listCanonicalRules(page: number, db?: Database): Promise<CanonicalRulePage> {
  const conn = db ?? (await getDb());
  const [{ total }] = await conn.select({ total: count() }).from(canonicalRules);
  const pageCount = Math.max(1, Math.ceil(total / CANONICAL_RULES_PER_PAGE));
  const current = Math.min(page, pageCount);
  const offset = (current - 1) * CANONICAL_RULES_PER_PAGE;
  const rows = await conn
    .select(adminCanonicalRuleColumns)
    .from(canonicalRules)
    .orderBy(asc(canonicalRules.createdAt), asc(canonicalRules.id))
    .limit(CANONICAL_RULES_PER_PAGE)
    .offset(offset);
  return { rows, total, page: current, pageCount, firstPosition: offset + 1 };
}

/** The row holding this pattern exactly, if any (the duplicate check). */
export async function findCanonicalRuleByPattern(tx: Transaction, pattern: string): Promise<AdminCanonicalRule | undefined> {
  const [row] = await tx.select(adminCanonicalRuleColumns).from(canonicalRules).where(eq(canonicalRules.pattern, pattern)).limit(1);
  return row;
}

/** The row, locked for the rest of the transaction, or undefined when it is gone. */
export async function lockCanonicalRule(tx: Transaction, id: string): Promise<AdminCanonicalRule | undefined> {
  const [row] = await tx.select(adminCanonicalRuleColumns).from(canonicalRules).where(eq(canonicalRules.id, id)).for("update");
  return row;
}
