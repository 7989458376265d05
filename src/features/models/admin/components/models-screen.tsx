"use client";

import { PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { bulkSetModelAvailability, bulkSetModelHomepage, purgeModels, restoreModels, trashModels } from "../actions";
import { isNarrowedModelView, type ModelListParams } from "../list-params";
import type { ModelListPage } from "../list-query";
import { TRASH_DAYS } from "../../trash/rules";
import { BulkBar, type BulkChange } from "./bulk-bar";
import { ModelsList } from "./models-list";
import { ModelsToolbar, viewHref } from "./models-toolbar";
import { ViewSwitch, type TrashHandlers } from "./trash-controls";
import { useRowSelection } from "@/features/admin/list/use-row-selection";

type TrashChange = keyof TrashHandlers;
const TRASH_ACTIONS = { trash: trashModels, restore: restoreModels, purge: purgeModels } as const;
const TRASH_DONE = { trash: "trashed", restore: "restored", purge: "purged" } as const;

/**
 * Models list: the search and filters (in the URL),
 * the counter 'x of y models', one page of models and the bulk changes of
 * status and home page, and the trash (decision 023: Delete, and in the
 * ?view=trash view Restore and Delete now). Every change goes through a server action and then
 * re-reads the page from the server, so what is shown is what is stored.
 * The page renders it with the view as its key: another view starts afresh,
 * with nothing selected.
 */
export function ModelsScreen({ list, params }: { list: ModelListPage; params: ModelListParams }) {
  const t = useTranslations("adminModels.list");
  const tt = useTranslations("adminModels.trash");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const [refreshing, startRefresh] = useTransition();
  const [busy, setBusy] = useState(false);
  const { selected, select, selectOnly, clear } = useRowSelection();
  const selectedOnPage = list.rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  async function applyBulk(change: BulkChange) {
    setBusy(true);
    try {
      const ids = selectedOnPage;
      const result =
        change.kind === "availability"
          ? await callAdmin(bulkSetModelAvailability, { ids, availability: change.availability })
          : await callAdmin(bulkSetModelHomepage, { ids, on: change.on });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      const { changed, skipped } = result.data;
      toast.success(skipped ? t("bulk.doneSkipped", { changed, skipped }) : t("bulk.done", { changed }));
      clear();
      startRefresh(() => router.refresh());
    } finally {
      setBusy(false);
    }
  }

  /** Delete, Restore or Delete now for the given models; true when it went through (a confirmation dialog then closes). */
  async function applyTrash(change: TrashChange, ids: string[]): Promise<boolean> {
    setBusy(true);
    try {
      const result = await callAdmin(TRASH_ACTIONS[change], { ids });
      if (!result.ok) {
        toast.error(result.error);
        return false;
      }
      toast.success(tt(TRASH_DONE[change], { changed: result.data.changed }));
      clear();
      startRefresh(() => router.refresh());
      return true;
    } finally {
      setBusy(false);
    }
  }

  const rowHandlers: TrashHandlers = {
    trash: (ids) => applyTrash("trash", ids),
    restore: (ids) => applyTrash("restore", ids),
    purge: (ids) => applyTrash("purge", ids),
  };
  const inTrash = params.view === "trash";

  return (
    <div className="flex flex-col gap-6" aria-busy={refreshing}>
      <div className="flex flex-wrap items-center gap-2">
        <ViewSwitch view={params.view} />
        <Button asChild>
          <Link href="/admin/models/new">
            <PlusIcon aria-hidden="true" />
            {t("newModel")}
          </Link>
        </Button>
      </div>

      {inTrash ? <p className="text-sm text-muted-foreground">{tt("notice", { days: TRASH_DAYS })}</p> : null}

      <ModelsToolbar params={params} />

      <section aria-labelledby="models-list-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="models-list-title" className="font-display text-xl">
            {t("listLabel")}
          </h2>
          <p className="text-sm text-muted-foreground tabular-nums" role="status">
            {inTrash ? tt("counter", { shown: list.matching, total: list.total }) : t("counter", { shown: list.matching, total: list.total })}
          </p>
        </div>
        <BulkBar
          selectedCount={selectedOnPage.length}
          busy={busy || refreshing}
          view={params.view}
          onClear={clear}
          onChange={applyBulk}
          trash={{
            trash: () => applyTrash("trash", selectedOnPage),
            restore: () => applyTrash("restore", selectedOnPage),
            purge: () => applyTrash("purge", selectedOnPage),
          }}
        />
        <ModelsList
          rows={list.rows}
          selected={selected}
          onSelect={select}
          onSelectPage={(on) => selectOnly(on ? list.rows.map((row) => row.id) : [])}
          narrowed={isNarrowedModelView(params)}
          view={params.view}
          handlers={rowHandlers}
        />
        <ListPagination
          messages="adminModels.list.pagination"
          page={list.page}
          pageCount={list.pageCount}
          hrefFor={(page) => viewHref({ ...params, page })}
        />
      </section>
    </div>
  );
}
