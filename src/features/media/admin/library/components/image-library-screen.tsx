"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { BulkBarSection, SelectionSummary } from "@/features/admin/list/bulk-bar";
import { ListSection } from "@/features/admin/list/list-section";
import { useRowSelection } from "@/features/admin/list/use-row-selection";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useHydrated } from "@/lib/client/use-hydrated";
import { changePhotoVisibility, deleteUnusedImages } from "../actions";
import type { ImageLibraryParams } from "../list-params";
import type { ImageKindCounters, ImageLibraryPage, ModelChoice } from "../list-query";
import type { LibraryPhotoVisibility } from "../schemas";
import { ImageLibraryList } from "./image-library-list";
import { PhotoVisibilityChange } from "./photo-visibility-change";
import { BrokenFilterNote, ImageLibraryPagination, ImageLibraryToolbar } from "./image-library-toolbar";

/**
 * The image library: every stored image by kind, with what uses it, and a
 * bulk delete for images nothing uses (behind a confirmation). "Change
 * visibility" makes every image tickable, for a bulk visibility change of
 * the ticked gallery photos (the others are skipped and counted); otherwise
 * only an image nothing uses can be ticked, as the delete is for those alone.
 * After a change the page is read again from the server, so counts and uses
 * show what is stored.
 */
export function ImageLibraryScreen({
  counters,
  list,
  models,
  lastChecked,
  params,
}: {
  counters: ImageKindCounters;
  list: ImageLibraryPage;
  models: readonly ModelChoice[];
  lastChecked: Date | null;
  params: ImageLibraryParams;
}) {
  const t = useTranslations("adminContent.library");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const hydrated = useHydrated();
  const [refreshing, startRefresh] = useTransition();
  const { selected, select, selectOnly, clear } = useRowSelection();
  const [changingVisibility, setChangingVisibility] = useState(false);
  const unused = new Set(list.rows.filter((row) => row.usedBy.length === 0).map((row) => row.id));
  const canTick = (row: { id: string }) => changingVisibility || unused.has(row.id);
  const selectable = list.rows.filter(canTick).map((row) => row.id);
  const selectedUnused = [...selected].filter((id) => unused.has(id));

  function toggleVisibilityMode() {
    clear();
    setChangingVisibility((on) => !on);
  }

  async function changeVisibility(visibility: LibraryPhotoVisibility): Promise<boolean> {
    const result = await callAdmin(changePhotoVisibility, { ids: [...selected], visibility });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    toast.success(t("toasts.visibility", { changed: result.data.changed, skipped: result.data.skipped }));
    clear();
    startRefresh(() => router.refresh());
    return true;
  }

  async function deleteSelected(): Promise<boolean> {
    const result = await callAdmin(deleteUnusedImages, { ids: selectedUnused });
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
      <ImageLibraryToolbar params={params} counters={counters} models={models} />
      {params.health === "broken" ? <BrokenFilterNote lastChecked={lastChecked} /> : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button type="button" variant="outline" size="sm" aria-pressed={changingVisibility} disabled={!hydrated} onClick={toggleVisibilityMode}>
          {t("bulk.visibilityMode")}
        </Button>
        {changingVisibility ? <p className="text-sm text-muted-foreground">{t("bulk.visibilityModeHint")}</p> : null}
      </div>
      {selected.size > 0 ? (
        <BulkBarSection label={t("bulk.label")} className="sm:flex-row sm:flex-wrap sm:items-center">
          <SelectionSummary status={t("bulk.selected", { count: selected.size })} clearLabel={t("bulk.clear")} onClear={clear} />
          <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
            {changingVisibility ? <PhotoVisibilityChange count={selected.size} onChange={changeVisibility} /> : null}
            {selectedUnused.length > 0 ? (
              <ConfirmDelete
                showLabel
                triggerLabel={t("bulk.delete")}
                title={t("bulk.deleteTitle", { count: selectedUnused.length })}
                description={t("bulk.deleteDescription")}
                onConfirm={deleteSelected}
              />
            ) : null}
          </div>
        </BulkBarSection>
      ) : null}
      <ListSection id="image-library-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        <ImageLibraryList
          rows={list.rows}
          params={{ ...params, page: list.page }}
          selected={selected}
          onSelect={select}
          canTick={canTick}
          onSelectPage={(on) => selectOnly(on ? selectable : [])}
          hydrated={hydrated}
        />
        <ImageLibraryPagination params={params} page={list.page} pageCount={list.pageCount} />
      </ListSection>
    </div>
  );
}
