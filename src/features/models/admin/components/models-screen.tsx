"use client";

import { PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { bulkSetModelAvailability, bulkSetModelHomepage } from "../actions";
import { isNarrowedModelView, type ModelListParams } from "../list-params";
import type { ModelListPage } from "../list-query";
import { BulkBar, type BulkChange } from "./bulk-bar";
import { ModelsList } from "./models-list";
import { ModelsToolbar } from "./models-toolbar";
import { Pagination } from "./pagination";

/**
 * Admin spec §2 screen 12, Models list: the search and filters (in the URL),
 * the counter 'x of y models', one page of models and the bulk changes of
 * status and home page. Every change goes through a server action and then
 * re-reads the page from the server, so what is shown is what is stored.
 * The page renders it with the view as its key: another view starts afresh,
 * with nothing selected.
 */
export function ModelsScreen({ list, params }: { list: ModelListPage; params: ModelListParams }) {
  const t = useTranslations("adminModels.list");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const [refreshing, startRefresh] = useTransition();
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectedOnPage = list.rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  function select(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

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
      setSelected(new Set());
      startRefresh(() => router.refresh());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6" aria-busy={refreshing}>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild>
          <Link href="/admin/models/new">
            <PlusIcon aria-hidden="true" />
            {t("newModel")}
          </Link>
        </Button>
      </div>

      <ModelsToolbar params={params} />

      <section aria-labelledby="models-list-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="models-list-title" className="font-display text-xl">
            {t("listLabel")}
          </h2>
          <p className="text-sm text-muted-foreground tabular-nums" role="status">
            {t("counter", { shown: list.matching, total: list.total })}
          </p>
        </div>
        <BulkBar selectedCount={selectedOnPage.length} busy={busy || refreshing} onClear={() => setSelected(new Set())} onChange={applyBulk} />
        <ModelsList
          rows={list.rows}
          selected={selected}
          onSelect={select}
          onSelectPage={(on) => setSelected(on ? new Set(list.rows.map((row) => row.id)) : new Set())}
          narrowed={isNarrowedModelView(params)}
        />
        <Pagination params={params} page={list.page} pageCount={list.pageCount} />
      </section>
    </div>
  );
}
