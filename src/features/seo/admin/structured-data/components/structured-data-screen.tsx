"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { ListSection } from "@/features/admin/list/list-section";
import { deleteStructuredData } from "../actions";
import type { StructuredDataListParams } from "../list-params";
import type { AdminStructuredData, StructuredDataListPage } from "../list-query";
import type { OrganizationSource } from "../rules";
import { StructuredDataDialog } from "./structured-data-dialog";
import { StructuredDataList } from "./structured-data-list";
import { StructuredDataPagination, StructuredDataToolbar } from "./structured-data-toolbar";

/**
 * Admin spec screen 4, Structured Data manager: the view (search, validity,
 * type, page: all in the URL), the rows with copy, edit and delete, and the
 * create/edit dialog. Every change goes through a server action and then
 * re-reads the page from the server, so what is shown is what is stored.
 */
export function StructuredDataScreen({
  list,
  params,
  templateSettings,
  today,
}: {
  list: StructuredDataListPage;
  params: StructuredDataListParams;
  templateSettings: OrganizationSource;
  today: string;
}) {
  const t = useTranslations("adminSeo.structuredData");
  const { change, refresh, refreshing } = useListChanges();
  const [editing, setEditing] = useState<AdminStructuredData | "new" | null>(null);

  const remove = (row: AdminStructuredData) => change(deleteStructuredData, { id: row.id }, t("toasts.deleted"));

  const narrowed = params.q !== "" || params.valid !== "all" || params.type !== "all";

  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      <div>
        <Button type="button" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          {t("new")}
        </Button>
      </div>

      <StructuredDataToolbar params={params} />

      <ListSection id="structured-data-list-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        <StructuredDataList rows={list.rows} narrowed={narrowed} onEdit={setEditing} onDelete={remove} />
        <StructuredDataPagination params={params} page={list.page} pageCount={list.pageCount} />
      </ListSection>

      {/* Keyed by the row and its version, so the form always starts from what was loaded. */}
      <StructuredDataDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : `${editing.id}@${new Date(editing.updatedAt).toISOString()}`}
        target={editing}
        templateSettings={templateSettings}
        today={today}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </div>
  );
}
