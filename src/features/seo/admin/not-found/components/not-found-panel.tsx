"use client";

import { ArrowRightIcon, BanIcon } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { PanelSearch, PanelSelect } from "@/features/admin/list/panel-search";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useHydrated } from "@/lib/client/use-hydrated";
import { formatDateTime } from "@/lib/format-date";
import { clearNotFound, deleteNotFound, resolveNotFound } from "../actions";
import { NOT_FOUND_SEARCH_MAX, NOT_FOUND_SORTS, notFoundListSearch, type NotFoundListParams } from "../list-params";
import type { NotFoundEntry, NotFoundListPage } from "../list-query";

export interface NotFoundPanelProps {
  list: NotFoundListPage;
  params: NotFoundListParams;
  maxRows: number;
}

type Resolving = { entry: NotFoundEntry; statusCode: 301 | 410 };

/**
 * Technical SEO › 404 monitor (decision 031): the public paths that
 * answered 404, paged, searched and sorted on the server from the address's
 * `n…` parameters, with per row "Redirect (301)", "Mark as gone (410)" and
 * delete, and "Clear all". Every change goes through a server action and
 * then re-reads the page, so what is shown is what is stored.
 */
export function NotFoundPanel({ list, params, maxRows }: NotFoundPanelProps) {
  const t = useTranslations("adminSeo.technical.monitor");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { callAdmin, refresh, refreshing } = useListChanges();
  const hydrated = useHydrated();
  const [resolving, setResolving] = useState<Resolving | null>(null);

  const hrefFor = (next: Partial<NotFoundListParams>) => `${pathname}${notFoundListSearch({ ...params, ...next }, new URLSearchParams(searchParams?.toString() ?? ""))}`;
  const go = (next: Partial<NotFoundListParams>) => router.push(hrefFor({ page: 1, ...next }), { scroll: false });

  async function remove(entry: NotFoundEntry): Promise<boolean> {
    const result = await callAdmin(deleteNotFound, { id: entry.id });
    if (!result.ok) {
      toast.error(result.error);
      if (result.code === "not_found") refresh();
      return false;
    }
    toast.success(t("toasts.deleted"));
    refresh();
    return true;
  }

  async function clearAll(): Promise<boolean> {
    const result = await callAdmin(clearNotFound, {});
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    toast.success(t("toasts.cleared", { count: result.data.deleted }));
    refresh();
    return true;
  }

  const rowActions = (entry: NotFoundEntry) => (
    <RowActions entry={entry} disabled={!hydrated} onResolve={(statusCode) => setResolving({ entry, statusCode })} onDelete={() => remove(entry)} />
  );

  return (
    <div className="flex min-w-0 flex-col gap-4" aria-busy={refreshing}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("kept", { count: list.stored, max: maxRows })}</p>
        {list.stored > 0 ? (
          <ConfirmDelete showLabel triggerLabel={t("actions.clearAll")} title={t("confirmClear.title")} description={t("confirmClear.description", { count: list.stored })} onConfirm={clearAll} />
        ) : null}
      </div>
      {list.full ? (
        <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {t("full")}
        </p>
      ) : null}

      <PanelSearch id="not-found-search" name="nq" value={params.q} maxLength={NOT_FOUND_SEARCH_MAX} messages="adminSeo.technical.monitor.search" onSearch={(q) => go({ q })}>
        <PanelSelect
          id="not-found-sort"
          label={t("sort.label")}
          value={params.sort}
          options={NOT_FOUND_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          onChange={(sort) => go({ sort })}
        />
      </PanelSearch>

      {list.rows.length === 0 ? (
        <p className="text-muted-foreground">{params.q ? t("emptyFiltered") : t("empty")}</p>
      ) : (
        <>
          {/* Cards below md, a table above (the admin lists' pattern). */}
          <ul aria-label={t("listLabel")} className="flex flex-col gap-3 md:hidden">
            {list.rows.map((entry) => (
              <li key={entry.id} className="rounded-md border p-3">
                <EntrySummary entry={entry} />
                <div className="mt-3">{rowActions(entry)}</div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <Table aria-label={t("listLabel")}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("columns.path")}</TableHead>
                  <TableHead>{t("columns.hits")}</TableHead>
                  <TableHead>{t("columns.firstSeen")}</TableHead>
                  <TableHead>{t("columns.lastSeen")}</TableHead>
                  <TableHead>{t("columns.referrer")}</TableHead>
                  <TableHead className="text-right">{t("columns.actions")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.rows.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="max-w-72 break-all font-mono text-sm">{entry.path}</TableCell>
                    <TableCell className="tabular-nums">{entry.hits}</TableCell>
                    <TableCell className="text-sm">{formatDateTime(entry.firstSeenAt)}</TableCell>
                    <TableCell className="text-sm">{formatDateTime(entry.lastSeenAt)}</TableCell>
                    <TableCell className="max-w-48 break-all text-sm">{entry.referrerHost || <span className="text-muted-foreground">{t("noReferrer")}</span>}</TableCell>
                    <TableCell className="text-right">{rowActions(entry)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}

      <ListPagination messages="adminSeo.technical.monitor.pagination" page={list.page} pageCount={list.pageCount} hrefFor={(page) => hrefFor({ page })} />

      <ResolveDialog
        resolving={resolving}
        onClose={() => setResolving(null)}
        onDone={() => {
          setResolving(null);
          refresh();
        }}
        onGone={refresh}
      />
    </div>
  );
}

function EntrySummary({ entry }: { entry: NotFoundEntry }) {
  const t = useTranslations("adminSeo.technical.monitor");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t("columns.path")}</dt>
      <dd className="break-all font-mono">{entry.path}</dd>
      <dt className="text-muted-foreground">{t("columns.hits")}</dt>
      <dd className="tabular-nums">{t("hitsValue", { count: entry.hits })}</dd>
      <dt className="text-muted-foreground">{t("columns.firstSeen")}</dt>
      <dd>{formatDateTime(entry.firstSeenAt)}</dd>
      <dt className="text-muted-foreground">{t("columns.lastSeen")}</dt>
      <dd>{formatDateTime(entry.lastSeenAt)}</dd>
      <dt className="text-muted-foreground">{t("columns.referrer")}</dt>
      <dd className="break-all">{entry.referrerHost || t("noReferrer")}</dd>
    </dl>
  );
}

function RowActions({ entry, disabled, onResolve, onDelete }: { entry: NotFoundEntry; disabled: boolean; onResolve: (statusCode: 301 | 410) => void; onDelete: () => Promise<boolean> }) {
  const t = useTranslations("adminSeo.technical.monitor");
  return (
    <div className="flex flex-wrap items-center gap-1 md:justify-end">
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onResolve(301)} aria-label={t("actions.redirectLabel", { path: entry.path })}>
        <ArrowRightIcon aria-hidden="true" />
        {t("actions.redirect")}
      </Button>
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onResolve(410)} aria-label={t("actions.goneLabel", { path: entry.path })}>
        <BanIcon aria-hidden="true" />
        {t("actions.gone")}
      </Button>
      <ConfirmDelete triggerLabel={t("actions.deleteLabel", { path: entry.path })} title={t("confirmDelete.title")} description={t("confirmDelete.description", { path: entry.path })} onConfirm={onDelete} />
    </div>
  );
}

/** The 301's target, or the 410's confirmation; the action's refusal is shown in the dialog and what was typed is kept. */
function ResolveDialog({ resolving, onClose, onDone, onGone }: { resolving: Resolving | null; onClose: () => void; onDone: () => void; onGone: () => void }) {
  return (
    <Dialog open={resolving !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        {resolving ? <ResolveForm key={`${resolving.entry.id}-${resolving.statusCode}`} {...resolving} onClose={onClose} onDone={onDone} onGone={onGone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ResolveForm({ entry, statusCode, onClose, onDone, onGone }: Resolving & { onClose: () => void; onDone: () => void; onGone: () => void }) {
  const t = useTranslations("adminSeo.technical.monitor");
  const callAdmin = useAdminAction();
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const redirect = statusCode === 301;
  const texts = redirect ? "redirectDialog" : "goneDialog";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await callAdmin(resolveNotFound, { id: entry.id, statusCode, toPath: redirect ? target : null });
    setSaving(false);
    if (!result.ok) {
      const message = result.fieldErrors?.toPath?.join(" ") ?? result.error;
      setError(message);
      toast.error(message);
      // The entry went meanwhile (purged, deleted): the list is out of date.
      if (result.code === "not_found") onGone();
      return;
    }
    toast.success(result.data.toPath ? t("toasts.redirected", { path: result.data.path, target: result.data.toPath }) : t("toasts.gone", { path: result.data.path }));
    onDone();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t(`${texts}.title`)}</DialogTitle>
        <DialogDescription className="break-all">{t(`${texts}.description`, { path: entry.path })}</DialogDescription>
      </DialogHeader>
      {redirect ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor="not-found-target">{t("redirectDialog.target")}</Label>
          <Input
            id="not-found-target"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            placeholder="/"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(error)}
            aria-describedby={["not-found-target-help", error ? "not-found-resolve-error" : null].filter(Boolean).join(" ")}
          />
          <p id="not-found-target-help" className="text-sm text-muted-foreground">
            {t("redirectDialog.targetHelp")}
          </p>
        </div>
      ) : null}
      {error ? (
        <p id="not-found-resolve-error" role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          {t(`${texts}.cancel`)}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t(`${texts}.saving`) : t(`${texts}.submit`)}
        </Button>
      </DialogFooter>
    </form>
  );
}
