"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { ListSection } from "@/features/admin/list/list-section";
import { deleteMetaTag } from "../actions";
import type { ReadPageHeadBase } from "../head-score";
import type { MetaTagListParams } from "../list-params";
import type { MetaTagRow, MetaTagsScreenData } from "../queries";
import { MetaTagDialog } from "./meta-tag-dialog";
import { MetaTagsList } from "./meta-tags-list";
import { MetaTagsPagination, MetaTagsToolbar } from "./meta-tags-toolbar";

/**
 * Admin spec screen 3, Meta Tags Manager: the view (search, order, page:
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
  const [editing, setEditing] = useState<MetaTagRow | "new" | null>(null);

  const remove = (row: MetaTagRow) => change(deleteMetaTag, { id: row.id }, t("toasts.deleted"));

  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      <div>
        <Button type="button" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          {t("new")}
        </Button>
      </div>

      <MetaTagsToolbar params={params} />

      <ListSection id="meta-tags-list-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        <MetaTagsList rows={list.rows} narrowed={params.q !== ""} onEdit={setEditing} onDelete={remove} />
        <MetaTagsPagination params={params} page={list.page} pageCount={list.pageCount} />
      </ListSection>

      {/* Keyed by the row and its version, so the form always starts from what was loaded. */}
      <MetaTagDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : `${editing.id}@${new Date(editing.updatedAt).toISOString()}`}
        target={editing}
        siteUrl={siteUrl}
        readHeadBase={readHeadBase}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </div>
  );
}
