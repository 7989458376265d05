"use client";

import { SearchIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { SeoScoreBadge } from "@/features/seo/admin/components/seo-score-badge";
import type { CategoryPageItem } from "../types";
import { CategoryPageDialog } from "./category-page-dialog";
import { EditButton, EmptyState, ItemList } from "@/features/admin/components/item-list";
import { PublicPageLink } from "@/features/admin/components/public-page-link";
import { LONDON_TIME_ZONE } from "@/lib/london-time";
import { cn } from "@/lib/utils";

/** Case- and accent-insensitive text for the search box. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("en-GB");
}

/**
 * The 33 category landing pages (System Settings › Categories): searchable by
 * name or address, each opening an editor for its own text and SEO fields.
 */
export function CategoryPagesManager({ items }: { items: CategoryPageItem[] }) {
  const t = useTranslations("adminModels.categoryPages");
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const [editing, setEditing] = useState<CategoryPageItem | null>(null);
  const shown = useMemo(() => {
    const needle = fold(deferred.trim());
    return needle ? items.filter((item) => fold(`${item.name} ${item.slug}`).includes(needle)) : items;
  }, [items, deferred]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("searchPlaceholder")}
            aria-label={t("search")}
            className="pl-9"
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("counter", { shown: shown.length, total: items.length })}
        </p>
      </div>

      {shown.length === 0 ? (
        <EmptyState>{items.length === 0 ? t("empty") : t("noMatches", { query: deferred.trim() })}</EmptyState>
      ) : (
        <PagesList items={shown} onEdit={setEditing} />
      )}

      <CategoryPageDialog key={editing?.id ?? "closed"} item={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function PagesList({ items, onEdit }: { items: CategoryPageItem[]; onEdit: (item: CategoryPageItem) => void }) {
  const t = useTranslations("adminModels.categoryPages");
  const format = useFormatter();
  const edit = (item: CategoryPageItem) => <EditButton label={t("editNamed", { name: item.name })} onClick={() => onEdit(item)} />;
  return (
    <ItemList
      items={items}
      itemKey={(item) => item.id}
      columns={[
        { header: t("columns.page"), cell: (item) => <PageName item={item} /> },
        {
          header: t("columns.description"),
          className: "hidden xl:table-cell",
          cellClassName: "max-w-sm",
          cell: (item) => <span className="line-clamp-2 text-muted-foreground">{item.description || "—"}</span>,
        },
        { header: t("columns.models"), className: "text-right", cellClassName: "tabular-nums", cell: (item) => item.modelCount },
        { header: t("columns.seo"), cell: (item) => <SeoScoreBadge score={item.seoScore} /> },
        { header: t("columns.status"), cell: (item) => <PublishedBadge active={item.isActive} /> },
        {
          header: t("columns.updated"),
          className: "hidden lg:table-cell",
          cellClassName: "whitespace-nowrap text-muted-foreground",
          cell: (item) => format.dateTime(new Date(item.updatedAt), { dateStyle: "medium", timeZone: LONDON_TIME_ZONE }),
        },
        { header: t("columns.actions"), srOnlyHeader: true, className: "text-right", cell: edit },
      ]}
      card={(item) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <PageName item={item} className="min-w-0" />
            <SeoScoreBadge score={item.seoScore} />
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
          <div className="flex items-center justify-between gap-3">
            <div className="flex items-center gap-2 text-xs text-muted-foreground">
              <PublishedBadge active={item.isActive} />
              {t("modelsCount", { count: item.modelCount })}
            </div>
            {edit(item)}
          </div>
        </>
      )}
    />
  );
}

function PageName({ item, className }: { item: CategoryPageItem; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <span className="font-medium">{item.name}</span>
      <PublicPageLink path={item.path} />
    </div>
  );
}

function PublishedBadge({ active }: { active: boolean }) {
  const t = useTranslations("adminModels.categoryPages");
  return <Badge variant={active ? "success" : "outline"}>{active ? t("publishedBadge") : t("hiddenBadge")}</Badge>;
}
