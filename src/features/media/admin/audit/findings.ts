import type { ImageCategory } from "../../image-categories";

/**
 * What the Image Pipeline Audit found, as the server sends it batch by batch
 * and the screen adds it up. Pure; shared by the server, the screen and the
 * tests.
 */

export const SEVERITIES = ["success", "warning", "error"] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * One finding's kind, and so its section:
 * - success: a reference that answers; a stored image as the pipeline makes it;
 * - warning: an outside address (reported, never fetched); an address that
 *   names no image; a variant missing (the reference still answers, or will
 *   once generation cuts it again); a variant or original that is not what
 *   the pipeline makes today (outdated);
 * - error: a media row that is gone, an original the store lacks, an address
 *   whose variant the row does not list, a file that does not decode.
 */
export const FINDING_SEVERITY = {
  answers: "success",
  canonical: "success",
  external: "warning",
  "not-image": "warning",
  "variant-missing": "warning",
  "variant-outdated": "warning",
  "original-outdated": "warning",
  "row-missing": "error",
  "file-missing": "error",
  "not-served": "error",
  undecodable: "error",
} as const satisfies Record<string, Severity>;
export type FindingCode = keyof typeof FINDING_SEVERITY;

export interface Finding {
  code: FindingCode;
  /** A reference (a column naming an image) or a stored image (a media row). */
  subject: "reference" | "image";
  /** Where it is used, when the register knows: the category, the owner's name and column. */
  category: ImageCategory | null;
  ownerLabel: string;
  field: string | null;
  /** The reference's address, or the stored image's own address. */
  address: string;
  /** The variants concerned (missing, outdated or undecodable ones). */
  variants: string[];
  /** The admin screen where the reference can be seen or changed, or null. */
  href: string | null;
}

export interface FindingSection {
  count: number;
  /** The first few, in the order found (FINDINGS_SHOWN). */
  items: Finding[];
}

export type AuditReport = Record<Severity, FindingSection>;

/** Items kept per section; the rest are counted ("and N more"). */
export const FINDINGS_SHOWN = 50;

export function severityOf(finding: Pick<Finding, "code">): Severity {
  return FINDING_SEVERITY[finding.code];
}

export function emptyReport(): AuditReport {
  return { success: { count: 0, items: [] }, warning: { count: 0, items: [] }, error: { count: 0, items: [] } };
}

/** A batch's findings as a report: every finding counted, the first few of each section kept. */
export function reportOf(findings: readonly Finding[]): AuditReport {
  const report = emptyReport();
  for (const finding of findings) {
    const section = report[severityOf(finding)];
    section.count++;
    if (section.items.length < FINDINGS_SHOWN) section.items.push(finding);
  }
  return report;
}

/** Two reports as one (the screen adds each batch to what it has). */
export function mergeReports(total: AuditReport, batch: AuditReport): AuditReport {
  const merged = emptyReport();
  for (const severity of SEVERITIES) {
    merged[severity] = {
      count: total[severity].count + batch[severity].count,
      items: [...total[severity].items, ...batch[severity].items].slice(0, FINDINGS_SHOWN),
    };
  }
  return merged;
}

/**
 * The progress bar's value: the share done, in steps of 10 % (10, 20 … 100),
 * so the bar moves once per tenth of the work however many batches it takes.
 */
export function progressStep(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((done / total) * 10) * 10);
}
