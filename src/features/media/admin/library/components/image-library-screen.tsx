"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { BulkBarSection, SelectionSummary } from "@/features/admin/list/bulk-bar";
import { ListSection } from "@/features/admin/list/list-section";
import { useRowSelection } from "@/features/admin/list/use-row-selection";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useHydrated } from "@/lib/client/use-hydrated";
import { deleteUnusedImages } from "../actions";
import type { ImageLibraryParams } from "../list-params";
import type { ImageKindCounters, ImageLibraryPage } from "../list-query";
import { ImageLibraryList } from "./image-library-list";
import { ImageLibraryPagination, ImageLibraryToolbar } from "./image-library-toolbar";

/**
 * The image library: every stored image by kind, with what uses it, and a
 * bulk delete for images nothing uses (behind a confirmation). After a
 * change the page is read again from the server, so counts and uses show
 * what is stored.
 */
export function ImageLibraryScreen({ counters, list, params }: { counters: ImageKindCounters; list: ImageLibraryPage; params: ImageLibraryParams }) {
  const t = useTranslations("adminContent.library");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const hydrated = useHydrated();
  const [refreshing, startRefresh] = useTransition();
  const { selected, select, selectOnly, clear } = useRowSelection();
  const selectable = list.rows.filter((row) => row.usedBy.length === 0).map((row) => row.id);

  async function deleteSelected(): Promise<boolean> {
    const result = await callAdmin(deleteUnusedImages, { ids: [...selected] });
    if (!result.ok) {
      toast.error(result.error);
      // The list is stale (an image went, or is in use again): show what is stored now.
      if (result.code === "conflict" || result.code === "not_found") startRefresh(() => router.refresh());
      return false;
    }
    toast.success(t("toasts.deleted", { count: result.data.deleted.length }));
    clear();
    startRefresh(() => router.refresh());
    return true;
  }

  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      <ImageLibraryToolbar params={params} counters={counters} />
      {selected.size > 0 ? (
        <BulkBarSection label={t("bulk.label")} className="sm:flex-row sm:flex-wrap sm:items-center">
          <SelectionSummary status={t("bulk.selected", { count: selected.size })} clearLabel={t("bulk.clear")} onClear={clear} />
          <div className="sm:ml-auto">
            <ConfirmDelete
              showLabel
              triggerLabel={t("bulk.delete")}
              title={t("bulk.deleteTitle", { count: selected.size })}
              description={t("bulk.deleteDescription")}
              onConfirm={deleteSelected}
            />
          </div>
        </BulkBarSection>
      ) : null}
      <ListSection id="image-library-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        <ImageLibraryList
          rows={list.rows}
          params={{ ...params, page: list.page }}
          selected={selected}
          onSelect={select}
          onSelectPage={(on) => selectOnly(on ? selectable : [])}
          hydrated={hydrated}
        />
        <ImageLibraryPagination params={params} page={list.page} pageCount={list.pageCount} />
      </ListSection>
    </div>
  );
}
