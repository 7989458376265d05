"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { SEVERITIES, type AuditReport, type Finding, type Severity } from "../findings";

const BADGE: Record<Severity, "success" | "warning" | "destructive"> = { success: "success", warning: "warning", error: "destructive" };

/** Who uses the image, as the register names it; a stored image nothing names says so. */
function FindingOwner({ finding }: { finding: Finding }) {
  const t = useTranslations("adminContent");
  const owner = finding.category ? finding.ownerLabel || t("imageAudit.item.noLabel") : t("imageAudit.item.unused");
  const where = finding.category ? `${t(`library.categories.${finding.category}`)} · ${finding.field ?? ""}` : t("imageAudit.item.storedImage");
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {finding.href ? (
        <Link href={finding.href} className="break-words font-medium underline-offset-4 hover:underline" aria-label={t("imageAudit.item.open", { owner })}>
          {owner}
        </Link>
      ) : (
        <span className="break-words font-medium">{owner}</span>
      )}
      <span className="text-xs text-muted-foreground">{where}</span>
    </div>
  );
}

function FindingItem({ finding }: { finding: Finding }) {
  const t = useTranslations("adminContent.imageAudit.codes");
  return (
    <li className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-start sm:gap-4">
      <div className="sm:w-1/3">
        <FindingOwner finding={finding} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm">{t(finding.code, { variants: finding.variants.join(", ") })}</span>
        <span className="break-all font-mono text-xs text-muted-foreground">{finding.address}</span>
      </div>
    </li>
  );
}

/** One section (success, warnings, errors): its count, the first items, and how many more there are. */
export function FindingSection({ severity, report }: { severity: Severity; report: AuditReport }) {
  const t = useTranslations("adminContent.imageAudit.sections");
  const section = report[severity];
  const id = `image-audit-${severity}`;
  const more = section.count - section.items.length;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <h3 id={id} className="flex items-center gap-2 font-medium">
        {t(severity)}
        <Badge variant={BADGE[severity]}>{t("count", { count: section.count })}</Badge>
      </h3>
      {section.items.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {section.items.map((finding, index) => (
            <FindingItem key={`${finding.address}:${finding.field}:${index}`} finding={finding} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      )}
      {more > 0 ? <p className="text-sm text-muted-foreground">{t("more", { count: more })}</p> : null}
    </section>
  );
}

/** The audit's result: errors first, then warnings, then what answers. */
export function FindingsReport({ report }: { report: AuditReport }) {
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {[...SEVERITIES].reverse().map((severity) => (
        <FindingSection key={severity} severity={severity} report={report} />
      ))}
    </div>
  );
}
