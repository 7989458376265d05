"use client";

import { useTranslations } from "next-intl";
import { EditableListFrame, useEditingRow } from "@/features/admin/list/editable-list";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { deleteStructuredData } from "../actions";
import type { StructuredDataListParams } from "../list-params";
import type { AdminStructuredData, StructuredDataListPage } from "../list-query";
import type { OrganizationSource } from "../rules";
import { StructuredDataDialog } from "./structured-data-dialog";
import { StructuredDataList } from "./structured-data-list";
import { StructuredDataPagination, StructuredDataToolbar } from "./structured-data-toolbar";

/**
 * Structured Data manager: the view (search, validity,
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
  const { setEditing, dialogKey, dialogProps } = useEditingRow<AdminStructuredData>(refresh);

  const remove = (row: AdminStructuredData) => change(deleteStructuredData, { id: row.id }, t("toasts.deleted"));

  const narrowed = params.q !== "" || params.valid !== "all" || params.type !== "all";

  return (
    <EditableListFrame
      refreshing={refreshing}
      newLabel={t("new")}
      onNew={() => setEditing("new")}
      toolbar={<StructuredDataToolbar params={params} />}
      section={{ id: "structured-data-list-title", title: t("list.label"), count: t("list.count", { total: list.total }) }}
      dialog={<StructuredDataDialog key={dialogKey} {...dialogProps} templateSettings={templateSettings} today={today} />}
    >
      <StructuredDataList rows={list.rows} narrowed={narrowed} onEdit={setEditing} onDelete={remove} />
      <StructuredDataPagination params={params} page={list.page} pageCount={list.pageCount} />
    </EditableListFrame>
  );
}
