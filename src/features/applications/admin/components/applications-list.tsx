"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { formatDay } from "@/lib/format-date";
import type { ApplicationStatus } from "../../rules";
import { applicationDetailHref, type ApplicationListParams } from "../list-params";
import type { ApplicationListRow } from "../list-query";

const STATUS_BADGE: Record<ApplicationStatus, "warning" | "secondary" | "success" | "destructive"> = {
  pending: "warning",
  reviewing: "secondary",
  approved: "success",
  rejected: "destructive",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslations("adminModels.applications.status");
  return <Badge variant={STATUS_BADGE[status]}>{t(status)}</Badge>;
}

/** One page of applications: a table on wide screens, one card per application below `md`. No contact details here: they are in the dialog only. */
export function ApplicationsList({ rows, params }: { rows: ApplicationListRow[]; params: ApplicationListParams }) {
  const t = useTranslations("adminModels.applications.list");
  if (rows.length === 0) return <EmptyState>{params.status !== "all" || params.q ? t("empty") : t("emptyAll")}</EmptyState>;

  const open = (row: ApplicationListRow) => (
    <Link href={applicationDetailHref(params, row.id)} scroll={false} aria-label={t("openLabel", { name: row.fullName })} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {t("open")}
    </Link>
  );

  const columns: ItemColumn<ApplicationListRow>[] = [
    { header: t("columns.name"), cell: (row) => <span className="font-medium">{row.fullName}</span> },
    { header: t("columns.age"), cell: (row) => <span className="tabular-nums">{row.age ?? "—"}</span> },
    { header: t("columns.nationality"), cell: (row) => row.nationality ?? "—", className: "hidden lg:table-cell" },
    { header: t("columns.photos"), cell: (row) => t("photos", { count: row.photoCount }) },
    {
      header: t("columns.status"),
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <ApplicationStatusBadge status={row.status} />
          {row.convertedModelId ? <Badge variant="outline">{t("converted")}</Badge> : null}
        </div>
      ),
    },
    { header: t("columns.received"), cell: (row) => <span className="tabular-nums">{formatDay(row.createdAt)}</span> },
    { header: t("columns.actions"), cell: open, srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <ItemList
      items={rows}
      itemKey={(row) => row.id}
      columns={columns}
      label={t("label")}
      card={(row) => (
        <>
          <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="break-words font-medium">{row.fullName}</span>
            <ApplicationStatusBadge status={row.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {[row.age ?? null, row.nationality, t("photos", { count: row.photoCount })].filter(Boolean).join(" · ")}
          </p>
          <p className="text-sm text-muted-foreground">{t("received", { date: formatDay(row.createdAt) })}</p>
          <div className="flex justify-end border-t border-border pt-2">{open(row)}</div>
        </>
      )}
    />
  );
}
