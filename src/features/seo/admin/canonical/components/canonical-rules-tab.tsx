"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { EmptyState, ItemActions, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { useHydrated } from "@/lib/client/use-hydrated";
import { deleteCanonicalRule, setCanonicalRuleActive } from "../actions";
import type { AdminCanonicalRule, CanonicalRulePage } from "../queries";
import { CanonicalRuleDialog } from "./canonical-rule-dialog";
import { SectionHeading } from "@/features/admin/components/section-heading";

/** The address of a page of the list (the tab and the page live in the address). */
export function canonicalRulesHref(page: number): string {
  return page > 1 ? `?tab=canonical&page=${page}` : "?tab=canonical";
}

type Row = AdminCanonicalRule & { position: number };

/**
 * The Canonical URLs tab: the rules in the order the
 * public head tries them, each with an active switch, edit and a delete
 * that really deletes (decision 029); the add/edit dialog. Every
 * change goes through a server action, then the list is re-read from the
 * server, so what is shown is what is stored.
 */
export function CanonicalRulesTab({ list, intro }: { list: CanonicalRulePage; intro: string }) {
  const t = useTranslations("adminSeo.technical.canonical");
  const { change, refresh, refreshing } = useListChanges();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<AdminCanonicalRule | "new" | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const rows: Row[] = list.rows.map((row, index) => ({ ...row, position: list.firstPosition + index }));

  const remove = (row: Row) => change(deleteCanonicalRule, { id: row.id }, t("toasts.deleted"));

  async function toggle(row: Row, isActive: boolean) {
    setSwitching(row.id);
    await change(setCanonicalRuleActive, { id: row.id, isActive }, isActive ? t("toasts.activated") : t("toasts.deactivated"));
    setSwitching(null);
  }

  const activeSwitch = (row: Row) => (
    <div className="flex items-center gap-2">
      <Switch
        checked={row.isActive}
        // A click before hydration would move the switch on screen but call nothing.
        disabled={!hydrated || switching === row.id}
        onCheckedChange={(checked) => void toggle(row, checked)}
        aria-label={t("activeLabel", { pattern: row.pattern })}
      />
      <Badge variant={row.isActive ? "secondary" : "outline"}>{row.isActive ? t("active") : t("inactive")}</Badge>
    </div>
  );
  const actions = (row: Row, className?: string) => (
    <ItemActions
      className={className}
      editLabel={t("editLabel", { pattern: row.pattern })}
      onEdit={() => setEditing(row)}
      deleteLabel={t("deleteLabel", { pattern: row.pattern })}
      deleteDescription={t("deleteDescription", { pattern: row.pattern })}
      onDelete={() => remove(row)}
    />
  );
  const columns: ItemColumn<Row>[] = [
    { header: t("columns.order"), cell: (row) => <span className="tabular-nums text-muted-foreground">{row.position}</span>, className: "w-16" },
    { header: t("columns.pattern"), cell: (row) => <code className="break-all font-mono text-sm">{row.pattern}</code>, cellClassName: "max-w-64 whitespace-normal" },
    { header: t("columns.canonicalUrl"), cell: (row) => <code className="break-all font-mono text-sm">{row.canonicalUrl}</code>, cellClassName: "max-w-80 whitespace-normal" },
    { header: t("columns.active"), cell: activeSwitch },
    { header: t("columns.actions"), cell: (row) => actions(row), srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <section aria-labelledby="technical-canonical" aria-busy={refreshing} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <SectionHeading id="technical-canonical" heading={t("heading")} intro={intro} introClassName="max-w-prose" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          {t("new")}
        </Button>
        <p className="text-sm text-muted-foreground">{t("count", { total: list.total })}</p>
      </div>

      {rows.length === 0 ? (
        <EmptyState>{t("empty")}</EmptyState>
      ) : (
        <ItemList
          items={rows}
          itemKey={(row) => row.id}
          columns={columns}
          label={t("label")}
          card={(row) => (
            <>
              <div className="flex min-w-0 items-start justify-between gap-2">
                <code className="min-w-0 break-all font-mono text-sm">{row.pattern}</code>
                <span className="text-xs tabular-nums text-muted-foreground">#{row.position}</span>
              </div>
              <code className="break-all font-mono text-sm text-muted-foreground">→ {row.canonicalUrl}</code>
              <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2">
                {activeSwitch(row)}
                {actions(row)}
              </div>
            </>
          )}
        />
      )}
      <ListPagination messages="adminSeo.technical.canonical.pagination" page={list.page} pageCount={list.pageCount} hrefFor={canonicalRulesHref} />

      {/* Keyed by the row, so the form always starts from what was loaded. */}
      <CanonicalRuleDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </section>
  );
}
