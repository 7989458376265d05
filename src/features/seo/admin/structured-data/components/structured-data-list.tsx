"use client";

import { CircleCheckIcon, CopyIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ItemActions, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { formatDay } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import type { AdminStructuredData } from "../list-query";
import { formatStructuredData } from "../rules";

export interface StructuredDataListProps {
  rows: AdminStructuredData[];
  /** The view has a search or a filter (for the empty message). */
  narrowed: boolean;
  onEdit: (row: AdminStructuredData) => void;
  onDelete: (row: AdminStructuredData) => Promise<boolean>;
}

/**
 * One page of structured data: path, type, a valid or
 * invalid badge, the stored errors, the created date (en-GB), and copy JSON,
 * edit and delete. A table on wide screens, one card per row below `md`, so
 * a phone never scrolls sideways.
 */
export function StructuredDataList(props: StructuredDataListProps) {
  const t = useTranslations("adminSeo.structuredData.list");
  if (props.rows.length === 0) return <EmptyState>{props.narrowed ? t("emptyFiltered") : t("empty")}</EmptyState>;

  const columns: ItemColumn<AdminStructuredData>[] = [
    { header: t("columns.path"), cell: (row) => <code className="break-all font-mono text-sm text-foreground">{row.pagePath}</code>, cellClassName: "max-w-56 whitespace-normal" },
    { header: t("columns.type"), cell: (row) => <Badge variant="outline">{row.schemaType}</Badge> },
    { header: t("columns.status"), cell: (row) => <ValidityBadge valid={row.isValid} /> },
    { header: t("columns.errors"), cell: (row) => <Errors errors={row.validationErrors} />, cellClassName: "min-w-40 max-w-80 whitespace-normal" },
    { header: t("columns.created"), cell: (row) => <span className="text-sm text-muted-foreground tabular-nums">{formatDay(row.createdAt)}</span> },
    { header: t("columns.actions"), cell: (row) => <RowActions {...props} row={row} />, srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <ItemList
      items={props.rows}
      itemKey={(row) => row.id}
      columns={columns}
      label={t("label")}
      card={(row) => (
        <>
          <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
            <code className="min-w-0 break-all font-mono text-sm text-foreground">{row.pagePath}</code>
            <div className="flex flex-wrap gap-1">
              <Badge variant="outline">{row.schemaType}</Badge>
              <ValidityBadge valid={row.isValid} />
            </div>
          </div>
          {row.validationErrors?.length ? <Errors errors={row.validationErrors} /> : null}
          <p className="text-xs text-muted-foreground">{t("created", { date: formatDay(row.createdAt) })}</p>
          <RowActions {...props} row={row} className="border-t border-border pt-2" />
        </>
      )}
    />
  );
}

function ValidityBadge({ valid }: { valid: boolean }) {
  const t = useTranslations("adminSeo.structuredData.list");
  return valid ? (
    <Badge variant="success">
      <CircleCheckIcon aria-hidden="true" className="size-3" />
      {t("valid")}
    </Badge>
  ) : (
    <Badge variant="warning" title={t("invalidHint")}>
      <TriangleAlertIcon aria-hidden="true" className="size-3" />
      {t("invalid")}
    </Badge>
  );
}

function Errors({ errors }: { errors: string[] | null }) {
  const t = useTranslations("adminSeo.structuredData.list");
  if (!errors?.length) return <span className="text-sm italic text-muted-foreground/70">{t("noErrors")}</span>;
  return (
    <ul className="flex min-w-0 list-disc flex-col gap-0.5 pl-4 text-sm text-red-300 light:text-destructive">
      {errors.map((error, index) => (
        <li key={index} className="break-words">
          {error}
        </li>
      ))}
    </ul>
  );
}

function RowActions({ row, onEdit, onDelete, className }: StructuredDataListProps & { row: AdminStructuredData; className?: string }) {
  const t = useTranslations("adminSeo.structuredData");
  const names = { path: row.pagePath, type: row.schemaType };

  async function copy() {
    try {
      await navigator.clipboard.writeText(formatStructuredData(row.schemaData));
      toast.success(t("toasts.copied"));
    } catch {
      // Refused outside a secure context or without the page's focus: say so rather than pretend it was copied.
      toast.error(t("toasts.copyFailed"));
    }
  }

  return (
    <div className={cn("flex justify-end gap-1", className)}>
      <Button type="button" variant="ghost" size="icon" className="size-9 text-muted-foreground" aria-label={t("list.copyLabel", names)} title={t("list.copy")} onClick={() => void copy()}>
        <CopyIcon aria-hidden="true" />
      </Button>
      <ItemActions
        editLabel={t("list.editLabel", names)}
        onEdit={() => onEdit(row)}
        deleteLabel={t("list.deleteLabel", names)}
        deleteDescription={t("list.deleteDescription", names)}
        onDelete={() => onDelete(row)}
      />
    </div>
  );
}
