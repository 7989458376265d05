"use client";

import { PencilIcon, SearchIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SeoScoreBadge } from "@/features/seo/components/seo-score-badge";
import type { CategoryPageItem } from "../types";
import { CategoryPageDialog } from "./category-page-dialog";
import { PublicPageLink } from "@/features/admin/components/public-page-link";

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
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {items.length === 0 ? t("empty") : t("noMatches", { query: deferred.trim() })}
        </p>
      ) : (
        <>
          <PagesTable items={shown} onEdit={setEditing} />
          <PagesCards items={shown} onEdit={setEditing} />
        </>
      )}

      <CategoryPageDialog key={editing?.id ?? "closed"} item={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function PagesTable({ items, onEdit }: { items: CategoryPageItem[]; onEdit: (item: CategoryPageItem) => void }) {
  const t = useTranslations("adminModels.categoryPages");
  const format = useFormatter();
  return (
    <div className="hidden rounded-lg border border-border md:block">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t("columns.page")}</TableHead>
            <TableHead className="hidden xl:table-cell">{t("columns.description")}</TableHead>
            <TableHead className="text-right">{t("columns.models")}</TableHead>
            <TableHead>{t("columns.seo")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
            <TableHead className="hidden lg:table-cell">{t("columns.updated")}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{t("columns.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <div className="flex flex-col gap-1">
                  <span className="font-medium">{item.name}</span>
                  <PublicPageLink path={item.path} />
                </div>
              </TableCell>
              <TableCell className="hidden max-w-sm xl:table-cell">
                <span className="line-clamp-2 text-muted-foreground">{item.description || "—"}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{item.modelCount}</TableCell>
              <TableCell>
                <SeoScoreBadge score={item.seoScore} />
              </TableCell>
              <TableCell>
                <PublishedBadge active={item.isActive} />
              </TableCell>
              <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
                {format.dateTime(new Date(item.updatedAt), { dateStyle: "medium", timeZone: "Europe/London" })}
              </TableCell>
              <TableCell className="text-right">
                <Button variant="outline" size="sm" onClick={() => onEdit(item)} aria-label={t("editNamed", { name: item.name })}>
                  <PencilIcon aria-hidden="true" />
                  <span aria-hidden="true">{t("edit")}</span>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function PagesCards({ items, onEdit }: { items: CategoryPageItem[]; onEdit: (item: CategoryPageItem) => void }) {
  const t = useTranslations("adminModels.categoryPages");
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-medium">{item.name}</span>
              <PublicPageLink path={item.path} />
            </div>
            <SeoScoreBadge score={item.seoScore} />
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
          <div className="flex items-center justify-between gap-3">
            <div className="flex items-center gap-2 text-xs text-muted-foreground">
              <PublishedBadge active={item.isActive} />
              {t("modelsCount", { count: item.modelCount })}
            </div>
            <Button variant="outline" size="sm" onClick={() => onEdit(item)} aria-label={t("editNamed", { name: item.name })}>
              <PencilIcon aria-hidden="true" />
              <span aria-hidden="true">{t("edit")}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function PublishedBadge({ active }: { active: boolean }) {
  const t = useTranslations("adminModels.categoryPages");
  return <Badge variant={active ? "success" : "outline"}>{active ? t("publishedBadge") : t("hiddenBadge")}</Badge>;
}
