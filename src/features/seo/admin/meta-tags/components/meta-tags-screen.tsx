"use client";

import { useTranslations } from "next-intl";
import { EditableListFrame, useEditingRow } from "@/features/admin/list/editable-list";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { deleteMetaTag } from "../actions";
import type { ReadPageHeadBase } from "../head-score";
import type { MetaTagListParams } from "../list-params";
import type { MetaTagRow, MetaTagsScreenData } from "../queries";
import { MetaTagDialog } from "./meta-tag-dialog";
import { MetaTagsList } from "./meta-tags-list";
import { MetaTagsPagination, MetaTagsToolbar } from "./meta-tags-toolbar";

/**
 * Meta Tags Manager: the view (search, order, page:
 * all in the URL), the rows with edit and delete, and the create/edit
 * dialog. Every change goes through a server action and then re-reads the
 * page from the server, so what is shown is what is stored.
 */
export function MetaTagsScreen({
  list,
  params,
  siteUrl,
  readHeadBase,
}: {
  list: MetaTagsScreenData["list"];
  params: MetaTagListParams;
  siteUrl: string;
  /** The page's own head input for a path (a server action features/seo/admin/pages defines), for the dialog's score. */
  readHeadBase: ReadPageHeadBase;
}) {
  const t = useTranslations("adminSeo.metaTags");
  const { change, refresh, refreshing } = useListChanges();
  const { setEditing, dialogKey, dialogProps } = useEditingRow<MetaTagRow>(refresh);

  const remove = (row: MetaTagRow) => change(deleteMetaTag, { id: row.id }, t("toasts.deleted"));

  return (
    <EditableListFrame
      refreshing={refreshing}
      newLabel={t("new")}
      onNew={() => setEditing("new")}
      toolbar={<MetaTagsToolbar params={params} />}
      section={{ id: "meta-tags-list-title", title: t("list.label"), count: t("list.count", { total: list.total }) }}
      dialog={<MetaTagDialog key={dialogKey} {...dialogProps} siteUrl={siteUrl} readHeadBase={readHeadBase} />}
    >
      <MetaTagsList rows={list.rows} narrowed={params.q !== ""} onEdit={setEditing} onDelete={remove} />
      <MetaTagsPagination params={params} page={list.page} pageCount={list.pageCount} />
    </EditableListFrame>
  );
}
