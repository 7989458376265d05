"use client";

import { DownloadIcon, PencilIcon, PlusIcon, UploadIcon } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { PanelSearch, PanelSelect } from "@/features/admin/list/panel-search";
import { useListChanges } from "@/features/admin/list/use-list-changes";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { formatDateTime } from "@/lib/format-date";
import { useHydrated } from "@/lib/client/use-hydrated";
import { deleteRedirect, importRedirects, testRedirectUrl, toggleRedirect } from "../actions";
import {
  REDIRECT_ACTIVE_FILTERS,
  REDIRECT_SEARCH_MAX,
  REDIRECT_SORTS,
  REDIRECT_STATUS_FILTERS,
  redirectListSearch,
  type RedirectListParams,
} from "../list-params";
import type { AdminRedirect, RedirectListPage } from "../list-query";
import { IMPORT_MAX_LINES } from "../schemas";
import type { ImportLineError, RedirectTestResult } from "../../../redirects/types";
import { RedirectDialog } from "./redirect-dialog";
import { SectionHeading } from "@/features/admin/components/section-heading";

export const REDIRECTS_EXPORT_HREF = "/api/admin/seo/redirects.csv";

export interface RedirectsPanelProps {
  list: RedirectListPage;
  params: RedirectListParams;
}

/**
 * Technical SEO › Redirects (decision 030): the rules,
 * paged, searched, filtered and sorted on the server from the address's
 * `r…` parameters (so the panel can sit in a tab), with add/edit, the
 * active switch, delete behind a confirmation, hits and last hit, the "test
 * a URL" box, and CSV export and import. Every change goes through a server
 * action and then re-reads the page, so what is shown is what is stored.
 * The page loads its props with loadRedirectsPanel(searchParams) (queries.ts).
 */
export function RedirectsPanel({ list, params }: RedirectsPanelProps) {
  const t = useTranslations("adminSeo.redirects");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { callAdmin, change, refresh, refreshing } = useListChanges();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<AdminRedirect | "new" | null>(null);

  const hrefFor = (next: Partial<RedirectListParams>) => `${pathname}${redirectListSearch({ ...params, ...next }, new URLSearchParams(searchParams?.toString() ?? ""))}`;
  const go = (next: Partial<RedirectListParams>) => router.push(hrefFor({ page: 1, ...next }), { scroll: false });

  async function toggle(row: AdminRedirect, isActive: boolean) {
    const result = await callAdmin(toggleRedirect, { id: row.id, isActive });
    if (!result.ok) {
      toast.error(result.fieldErrors?.toPath?.[0] ?? result.error);
      return;
    }
    toast.success(isActive ? t("toasts.activated") : t("toasts.deactivated"));
    refresh();
  }

  const remove = (row: AdminRedirect) => change(deleteRedirect, { id: row.id }, t("toasts.deleted"));

  const filtered = params.q !== "" || params.status !== "all" || params.active !== "all";

  return (
    <section aria-labelledby="redirects-title" className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      <SectionHeading id="redirects-title" heading={t("title")} intro={t("description")} />

      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          {t("new")}
        </Button>
        <Button asChild variant="outline">
          <a href={REDIRECTS_EXPORT_HREF} download>
            <DownloadIcon aria-hidden="true" />
            {t("csv.export")}
          </a>
        </Button>
        <ImportButton onImported={refresh} />
      </div>

      <TestUrlBox />

      <PanelSearch id="redirects-search" name="rq" value={params.q} maxLength={REDIRECT_SEARCH_MAX} messages="adminSeo.redirects.search" onSearch={(q) => go({ q })}>
        <PanelSelect
          id="redirects-status"
          label={t("filters.status")}
          value={params.status}
          options={REDIRECT_STATUS_FILTERS.map((status) => ({ value: status, label: status === "all" ? t("filters.allStatuses") : t(`status.${status}`) }))}
          onChange={(status) => go({ status })}
        />
        <PanelSelect
          id="redirects-active"
          label={t("filters.active")}
          value={params.active}
          options={REDIRECT_ACTIVE_FILTERS.map((active) => ({
            value: active,
            label: t(active === "all" ? "filters.allActive" : active === "yes" ? "filters.activeYes" : "filters.activeNo"),
          }))}
          onChange={(active) => go({ active })}
        />
        <PanelSelect
          id="redirects-sort"
          label={t("sort.label")}
          value={params.sort}
          options={REDIRECT_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          onChange={(sort) => go({ sort })}
        />
      </PanelSearch>

      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-display text-lg">{t("list.label")}</h3>
        <p className="text-sm text-muted-foreground">{t("list.count", { total: list.total })}</p>
      </div>

      {list.rows.length === 0 ? (
        <p className="text-muted-foreground">{filtered ? t("list.emptyFiltered") : t("list.empty")}</p>
      ) : (
        <>
          {/* Cards below md, a table above (the admin lists' pattern). */}
          <ul className="flex flex-col gap-3 md:hidden">
            {list.rows.map((row) => (
              <li key={row.id} className="rounded-md border p-3">
                <RuleSummary row={row} />
                <div className="mt-3 flex items-center justify-between gap-2">
                  <RowSwitch row={row} disabled={!hydrated} onToggle={toggle} />
                  <RowActions row={row} onEdit={() => setEditing(row)} onDelete={() => remove(row)} />
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("columns.source")}</TableHead>
                  <TableHead>{t("columns.target")}</TableHead>
                  <TableHead>{t("columns.status")}</TableHead>
                  <TableHead>{t("columns.hits")}</TableHead>
                  <TableHead>{t("columns.lastHit")}</TableHead>
                  <TableHead>{t("columns.active")}</TableHead>
                  <TableHead className="text-right">{t("columns.actions")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="max-w-72 break-all font-mono text-sm">
                      {row.fromPath}
                      <div className="mt-1 flex gap-1">
                        <Badge variant="outline">{t(`match.${row.matchType}`)}</Badge>
                        {row.keepQuery ? <Badge variant="outline">?…</Badge> : null}
                      </div>
                    </TableCell>
                    <TableCell className="max-w-72 break-all font-mono text-sm">{row.toPath ?? <span className="font-sans text-muted-foreground">{t("noTarget")}</span>}</TableCell>
                    <TableCell>{t(`status.${String(row.statusCode) as "301"}`)}</TableCell>
                    <TableCell className="tabular-nums">{row.hitCount}</TableCell>
                    <TableCell className="text-sm">{row.lastHitAt ? formatDateTime(row.lastHitAt) : t("never")}</TableCell>
                    <TableCell>
                      <RowSwitch row={row} disabled={!hydrated} onToggle={toggle} />
                    </TableCell>
                    <TableCell className="text-right">
                      <RowActions row={row} onEdit={() => setEditing(row)} onDelete={() => remove(row)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}

      <ListPagination messages="adminSeo.redirects.pagination" page={list.page} pageCount={list.pageCount} hrefFor={(page) => hrefFor({ page })} />

      <RedirectDialog
        open={editing !== null}
        row={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </section>
  );
}

function RuleSummary({ row }: { row: AdminRedirect }) {
  const t = useTranslations("adminSeo.redirects");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t("columns.source")}</dt>
      <dd className="break-all font-mono">{row.fromPath}</dd>
      <dt className="text-muted-foreground">{t("columns.target")}</dt>
      <dd className="break-all font-mono">{row.toPath ?? t("noTarget")}</dd>
      <dt className="text-muted-foreground">{t("columns.status")}</dt>
      <dd>
        {t(`status.${String(row.statusCode) as "301"}`)} · {t(`match.${row.matchType}`)}
      </dd>
      <dt className="text-muted-foreground">{t("columns.hits")}</dt>
      <dd>
        {t("hitsValue", { count: row.hitCount })} · {row.lastHitAt ? formatDateTime(row.lastHitAt) : t("never")}
      </dd>
    </dl>
  );
}

function RowSwitch({ row, disabled, onToggle }: { row: AdminRedirect; disabled: boolean; onToggle: (row: AdminRedirect, isActive: boolean) => Promise<void> }) {
  const t = useTranslations("adminSeo.redirects");
  const [pending, setPending] = useState(false);
  return (
    <Switch
      checked={row.isActive}
      disabled={disabled || pending}
      aria-label={t("actions.toggleLabel", { source: row.fromPath })}
      onCheckedChange={async (value) => {
        setPending(true);
        await onToggle(row, value);
        setPending(false);
      }}
    />
  );
}

function RowActions({ row, onEdit, onDelete }: { row: AdminRedirect; onEdit: () => void; onDelete: () => Promise<boolean> }) {
  const t = useTranslations("adminSeo.redirects");
  return (
    <div className="flex justify-end gap-1">
      <Button type="button" variant="ghost" size="icon" className="size-9" onClick={onEdit} aria-label={`${t("actions.edit")} ${row.fromPath}`} title={t("actions.edit")}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <ConfirmDelete
        triggerLabel={`${t("actions.delete")} ${row.fromPath}`}
        title={t("confirmDelete.title")}
        description={t("confirmDelete.description", { source: row.fromPath })}
        onConfirm={onDelete}
      />
    </div>
  );
}

/** The "test a URL" box: which rule answers and where a visitor ends, as the server would answer now. */
function TestUrlBox() {
  const t = useTranslations("adminSeo.redirects");
  const callAdmin = useAdminAction();
  const [url, setUrl] = useState("");
  const [testing, setTesting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RedirectTestResult | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTesting(true);
    const answer = await callAdmin(testRedirectUrl, { url });
    setTesting(false);
    if (!answer.ok) {
      setResult(null);
      setError(answer.fieldErrors?.url?.[0] ?? answer.error);
      return;
    }
    setError(null);
    setResult(answer.data);
  }

  return (
    <section aria-labelledby="redirects-test-title" className="flex flex-col gap-3 rounded-md border p-4">
      <div>
        <h3 id="redirects-test-title" className="font-display text-lg">
          {t("test.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("test.description")}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <Label htmlFor="redirects-test-url">{t("test.label")}</Label>
        <div className="flex gap-2">
          <Input
            id="redirects-test-url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder={t("test.placeholder")}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? "redirects-test-error" : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" variant="outline" disabled={testing || url.trim() === ""}>
            {testing ? t("test.testing") : t("test.submit")}
          </Button>
        </div>
        {error ? (
          <p id="redirects-test-error" role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </form>
      {result ? (
        <div role="status" className="flex flex-col gap-1 text-sm">
          {result.rule === null ? (
            <p>{t("test.none", { path: result.path })}</p>
          ) : (
            <>
              <p className="font-medium">{t("test.answeredBy", { source: result.rule.fromPath, status: t(`status.${String(result.rule.statusCode) as "301"}`) })}</p>
              <ol className="list-decimal pl-5 font-mono">
                {result.hops.map((hop, i) => (
                  <li key={i} className="break-all">
                    {hop.location === null ? t("test.hopGone", { status: hop.status, url: hop.url }) : t("test.hop", { status: hop.status, url: hop.url, location: hop.location })}
                  </li>
                ))}
              </ol>
              <p>
                {result.outcome === "loop"
                  ? t("test.loop")
                  : result.outcome === "gone"
                    ? t("test.endsGone", { status: result.hops[result.hops.length - 1]?.status ?? 410 })
                    : t("test.endsAt", { url: result.final ?? "" })}
              </p>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** CSV import: the file is read in the browser and sent as text; all or nothing, problems listed by line. */
function ImportButton({ onImported }: { onImported: () => void }) {
  const t = useTranslations("adminSeo.redirects");
  const callAdmin = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [problems, setProblems] = useState<ImportLineError[]>([]);

  async function upload(file: File) {
    setImporting(true);
    setProblems([]);
    const result = await callAdmin(importRedirects, { csv: await file.text() });
    setImporting(false);
    if (input.current) input.current.value = "";
    if (!result.ok) {
      toast.error(result.error);
      setProblems(((result.details?.lines as ImportLineError[] | undefined) ?? []).slice(0, 50));
      return;
    }
    toast.success(t("toasts.imported", { created: result.data.created, updated: result.data.updated }));
    onImported();
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="redirects-import" className="sr-only">
        {t("csv.fileLabel")}
      </Label>
      <input
        ref={input}
        id="redirects-import"
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-describedby="redirects-import-help"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="outline" disabled={importing} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" />
        {importing ? t("csv.importing") : t("csv.import")}
      </Button>
      <p id="redirects-import-help" className="sr-only">
        {t("csv.importHelp", { max: IMPORT_MAX_LINES })}
      </p>
      {problems.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-red-300">
          {problems.map((problem, i) => (
            <li key={i}>{problem.line > 0 ? t("csv.lineError", { line: problem.line, messages: problem.messages.join(" · ") }) : t("csv.existingRule", { messages: problem.messages.join(" · ") })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
