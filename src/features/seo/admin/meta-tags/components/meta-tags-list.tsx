"use client";

import { TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { EmptyState, ItemActions, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { cn } from "@/lib/utils";
import { SeoScoreBadge } from "../../components/seo-score-badge";
import type { MetaTagRow } from "../queries";
import { keywordSummary } from "../../../meta-tags/rules";

export interface MetaTagsListProps {
  rows: MetaTagRow[];
  /** The view has a search (for the empty message). */
  narrowed: boolean;
  onEdit: (row: MetaTagRow) => void;
  onDelete: (row: MetaTagRow) => Promise<boolean>;
}

/**
 * One page of meta tags: path, page title, meta
 * title, description, the first three keywords and '+N more', the page
 * score and a warning when no public page answers at the path. A table on
 * wide screens, one card per row below `md`, so a phone never scrolls sideways.
 */
export function MetaTagsList(props: MetaTagsListProps) {
  const t = useTranslations("adminSeo.metaTags.list");
  if (props.rows.length === 0) return <EmptyState>{props.narrowed ? t("emptySearch") : t("empty")}</EmptyState>;

  const columns: ItemColumn<MetaTagRow>[] = [
    { header: t("columns.path"), cell: (row) => <PathCell row={row} />, cellClassName: "max-w-56 whitespace-normal" },
    {
      header: t("columns.pageTitle"),
      cell: (row) => <Muted text={row.pageTitle} />,
      // Below xl the page title sits under the path (PathCell), so every field stays on screen without a wider table.
      className: "hidden xl:table-cell",
      cellClassName: "max-w-48 whitespace-normal",
    },
    { header: t("columns.metaTitle"), cell: (row) => <Muted text={row.metaTitle} />, cellClassName: "max-w-56 whitespace-normal" },
    { header: t("columns.description"), cell: (row) => <Muted text={row.metaDescription} clamp />, cellClassName: "min-w-40 max-w-72 whitespace-normal" },
    { header: t("columns.keywords"), cell: (row) => <Keywords keywords={row.keywords} />, cellClassName: "max-w-56 whitespace-normal" },
    { header: t("columns.score"), cell: (row) => <SeoScoreBadge score={row.score} /> },
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
            <PathCell row={row} withTitle={false} />
            <SeoScoreBadge score={row.score} />
          </div>
          {row.pageTitle ? <p className="break-words text-sm text-muted-foreground">{row.pageTitle}</p> : null}
          <p className="break-words text-sm font-medium">{row.metaTitle || t("none")}</p>
          <Muted text={row.metaDescription} clamp />
          <Keywords keywords={row.keywords} />
          <RowActions {...props} row={row} className="border-t border-border pt-2" />
        </>
      )}
    />
  );
}

function PathCell({ row, withTitle = true }: { row: MetaTagRow; withTitle?: boolean }) {
  const t = useTranslations("adminSeo.metaTags.list");
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <code className="break-all font-mono text-sm text-foreground">{row.pagePath}</code>
      {withTitle && row.pageTitle ? <span className="break-words text-xs text-muted-foreground xl:hidden">{row.pageTitle}</span> : null}
      {row.matchesPage ? null : (
        <Badge variant="warning" title={t("noPageHint")}>
          <TriangleAlertIcon aria-hidden="true" className="size-3" />
          {t("noPage")}
        </Badge>
      )}
    </div>
  );
}

function Muted({ text, clamp = false }: { text: string; clamp?: boolean }) {
  const t = useTranslations("adminSeo.metaTags.list");
  return (
    <span className={cn("break-words text-sm", text ? "text-muted-foreground" : "italic text-muted-foreground/70", clamp && "line-clamp-2")}>
      {text || t("none")}
    </span>
  );
}

/** The first three keywords as chips, then '+N more'. */
function Keywords({ keywords }: { keywords: readonly string[] }) {
  const t = useTranslations("adminSeo.metaTags.list");
  const { shown, more } = keywordSummary(keywords);
  if (shown.length === 0) return <Muted text="" />;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1">
      {shown.map((keyword) => (
        <li key={keyword}>
          <Badge variant="outline" className="max-w-full break-all whitespace-normal">
            {keyword}
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="secondary">{t("more", { count: more })}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

function RowActions({ row, onEdit, onDelete, className }: MetaTagsListProps & { row: MetaTagRow; className?: string }) {
  const t = useTranslations("adminSeo.metaTags.list");
  const names = { path: row.pagePath };
  return (
    <ItemActions
      className={className}
      editLabel={t("editLabel", names)}
      onEdit={() => onEdit(row)}
      deleteLabel={t("deleteLabel", names)}
      deleteDescription={t("deleteDescription", names)}
      onDelete={() => onDelete(row)}
    />
  );
}
