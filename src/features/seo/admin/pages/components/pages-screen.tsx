"use client";

import { ExternalLinkIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { EmptyState, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { CharCounter } from "@/features/admin/components/form-field";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useMessageRef } from "@/features/admin/use-message-ref";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { useHydrated } from "@/lib/client/use-hydrated";
import { SeoScoreBadge } from "@/features/seo/admin/components/seo-score-badge";
import { META_TAG_LIMITS } from "@/features/seo/meta-tags/rules";
import { cn } from "@/lib/utils";
import { ListSection } from "@/features/admin/list/list-section";
import { updatePageSeo } from "../actions";
import type { PageListParams, PageListResult } from "../list-params";
import type { PageRow } from "../queries";
import { updatePageSeoSchema, type UpdatePageSeoInput } from "../schemas";
import { PagesPagination, PagesToolbar } from "./pages-toolbar";

interface Draft {
  path: string;
  title: string;
  description: string;
  errors: { title?: string; description?: string };
  saving: boolean;
}

type FieldErrors = Draft["errors"];

/**
 * The page editor (/admin/seo/pages): every public page with the title,
 * description and canonical its head shows and its score; the view comes
 * from the address. Edit turns a row's title and description into inputs;
 * Save sends them with the versions the row was loaded with, and the row
 * shows what the server stored. A refused save keeps what was typed.
 */
export function PagesScreen({ list, params }: { list: PageListResult<PageRow>; params: PageListParams }) {
  const t = useTranslations("adminSeo.pages");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const conflict = useConflictToast();
  const messageRef = useMessageRef();
  const hydrated = useHydrated();
  const [refreshing, startRefresh] = useTransition();
  const [draft, setDraft] = useState<Draft | null>(null);
  /** Rows as saved, shown until the refreshed list (a new `list`) arrives. */
  const [saved, setSaved] = useState<{ list: typeof list; rows: Record<string, PageRow> }>({ list, rows: {} });

  const rows = saved.list === list ? list.rows.map((row) => saved.rows[row.path] ?? row) : list.rows;
  const current = draft ? rows.find((row) => row.path === draft.path) : undefined;
  const dirty = Boolean(draft && current && (draft.title !== current.edit.title.current || draft.description !== current.edit.description.current));
  useUnsavedChangesGuard(dirty, t("edit.unsaved"));

  /** An edit starts from the text the row shows (before the brand suffix and the 160-character cut), not from an empty box. */
  function start(row: PageRow) {
    setDraft({ path: row.path, title: row.edit.title.current, description: row.edit.description.current, errors: {}, saving: false });
  }

  /**
   * What Save sends: a field left as it opened sends what is stored, so
   * changing only the description does not also pin the page's fallback
   * title (or Global SEO's default description) into its own columns.
   */
  function sentValues(row: PageRow, value: Draft): { title: string; description: string } {
    const sent = (name: "title" | "description") => (value[name] === row.edit[name].current ? row.edit[name].value : value[name]);
    return { title: sent("title"), description: sent("description") };
  }

  function validate(row: PageRow, value: Draft): FieldErrors {
    const parsed = updatePageSeoSchema.safeParse({ path: value.path, ...sentValues(row, value) });
    if (parsed.success) return {};
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "title" || field === "description") && !errors[field]) errors[field] = messageRef(issue.message);
    }
    return errors;
  }

  async function save(row: PageRow, overwrite = false) {
    if (!draft) return;
    const errors = validate(row, draft);
    if (errors.title || errors.description) {
      setDraft({ ...draft, errors });
      return;
    }
    setDraft({ ...draft, errors: {}, saving: true });
    const input: UpdatePageSeoInput = {
      path: row.path,
      ...sentValues(row, draft),
      ...(row.edit.own ? { ownVersion: row.edit.own.version } : {}),
      overrideVersion: row.edit.override?.version ?? null,
      ...(overwrite ? { overwrite: true } : {}),
    };
    const result = await callAdmin(updatePageSeo, input);
    if (!result.ok) {
      setDraft((now) => (now ? { ...now, saving: false, errors: { title: result.fieldErrors?.title?.[0], description: result.fieldErrors?.description?.[0] } } : now));
      if (!conflict(result, () => save(row, true))) toast.error(result.error);
      return;
    }
    setSaved((now) => ({ list, rows: { ...(now.list === list ? now.rows : {}), [row.path]: result.data } }));
    setDraft(null);
    toast.success(t("toasts.saved"));
    startRefresh(() => router.refresh());
  }

  const editing = (row: PageRow) => draft?.path === row.path;
  const field = (row: PageRow, name: "title" | "description") => (
    <DraftField
      name={name}
      row={row}
      draft={draft!}
      onChange={(value) => setDraft((now) => (now ? { ...now, [name]: value, errors: { ...now.errors, [name]: undefined } } : now))}
    />
  );
  const actions = (row: PageRow, className?: string) => (
    <RowActions
      row={row}
      draft={editing(row) ? draft : null}
      disabled={!hydrated || (draft !== null && !editing(row))}
      className={className}
      onEdit={() => start(row)}
      onCancel={() => setDraft(null)}
      onSave={() => save(row)}
    />
  );

  const columns: ItemColumn<PageRow>[] = [
    { header: t("list.columns.page"), cell: (row) => <PageCell row={row} />, cellClassName: "max-w-56 whitespace-normal" },
    { header: t("list.columns.kind"), cell: (row) => <span className="text-sm text-muted-foreground">{t(`kind.${row.kind}`)}</span>, className: "hidden lg:table-cell" },
    {
      header: t("list.columns.title"),
      cell: (row) => (editing(row) ? field(row, "title") : <HeadText text={row.metaTitle} />),
      cellClassName: "min-w-48 max-w-72 whitespace-normal align-top",
    },
    {
      header: t("list.columns.description"),
      cell: (row) => (editing(row) ? field(row, "description") : <HeadText text={row.metaDescription} clamp />),
      cellClassName: "min-w-56 max-w-96 whitespace-normal align-top",
    },
    { header: t("list.columns.canonical"), cell: (row) => <Canonical url={row.canonical} />, className: "hidden xl:table-cell", cellClassName: "max-w-56 whitespace-normal" },
    { header: t("list.columns.score"), cell: (row) => <SeoScoreBadge score={row.score} /> },
    { header: t("list.columns.actions"), cell: (row) => actions(row, "justify-end"), srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      <PagesToolbar params={params} />
      <ListSection id="seo-pages-list-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        {rows.length === 0 ? (
          <EmptyState>{t("list.empty")}</EmptyState>
        ) : (
          <ItemList
            items={rows}
            itemKey={(row) => row.path}
            columns={columns}
            label={t("list.label")}
            card={(row) => (
              <>
                <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
                  <PageCell row={row} />
                  <SeoScoreBadge score={row.score} />
                </div>
                <span className="text-xs text-muted-foreground">{t(`kind.${row.kind}`)}</span>
                {editing(row) ? field(row, "title") : <HeadText text={row.metaTitle} />}
                {editing(row) ? field(row, "description") : <HeadText text={row.metaDescription} clamp />}
                <Canonical url={row.canonical} />
                {actions(row, "border-t border-border pt-2")}
              </>
            )}
          />
        )}
        <PagesPagination params={params} page={list.page} pageCount={list.pageCount} />
      </ListSection>
    </div>
  );
}

function PageCell({ row }: { row: PageRow }) {
  const t = useTranslations("adminSeo.pages.list");
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <span className="break-words text-sm font-medium">{row.label}</span>
      <a
        href={row.path}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("opens", { path: row.path })}
        className="inline-flex items-center gap-1 break-all font-mono text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        {row.path}
        <ExternalLinkIcon aria-hidden="true" className="size-3 shrink-0" />
      </a>
      {row.indexed ? null : (
        <Badge variant="outline" title={t("noindexHint")}>
          {t("noindex")}
        </Badge>
      )}
    </div>
  );
}

/** The head's text and its length (what search results measure). */
function HeadText({ text, clamp = false }: { text: string; clamp?: boolean }) {
  const t = useTranslations("adminSeo.pages.list");
  const length = text.trim().length;
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className={cn("break-words text-sm", text ? "text-foreground" : "italic text-muted-foreground/70", clamp && "line-clamp-3")}>{text || t("none")}</span>
      <span className="text-xs tabular-nums text-muted-foreground">{t("length", { count: length })}</span>
    </div>
  );
}

function Canonical({ url }: { url: string }) {
  return <span className="break-all font-mono text-xs text-muted-foreground">{url}</span>;
}

function DraftField({ name, row, draft, onChange }: { name: "title" | "description"; row: PageRow; draft: Draft; onChange: (value: string) => void }) {
  const t = useTranslations("adminSeo.pages");
  // Rendered in the table and in the card: each copy has its own ids.
  const id = useId();
  const max = name === "title" ? META_TAG_LIMITS.metaTitle : META_TAG_LIMITS.metaDescription;
  const value = draft[name];
  const error = draft.errors[name];
  const props = {
    id,
    value,
    placeholder: t(name === "title" ? "edit.titlePlaceholder" : "edit.descriptionPlaceholder"),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-count${error ? ` ${id}-error` : ""}`,
    disabled: draft.saving,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{t(`edit.${name}`)}</Label>
        <CharCounter id={`${id}-count`} length={value.length} max={max} />
      </div>
      {name === "title" ? <Input {...props} /> : <Textarea {...props} rows={3} />}
      <span className="text-xs text-muted-foreground">{t(`list.goesTo.${row.edit[name].target}`)}</span>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-300 light:text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RowActions({
  row,
  draft,
  disabled,
  className,
  onEdit,
  onCancel,
  onSave,
}: {
  row: PageRow;
  draft: Draft | null;
  disabled: boolean;
  className?: string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  const t = useTranslations("adminSeo.pages.edit");
  if (!draft) {
    return (
      <div className={cn("flex", className)}>
        <Button type="button" variant="outline" size="sm" disabled={disabled} aria-label={t("editLabel", { path: row.path })} onClick={onEdit}>
          {t("edit")}
        </Button>
      </div>
    );
  }
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button type="button" size="sm" disabled={draft.saving} onClick={onSave}>
        {draft.saving ? t("saving") : t("save")}
      </Button>
      <Button type="button" variant="ghost" size="sm" disabled={draft.saving} onClick={onCancel}>
        {t("cancel")}
      </Button>
    </div>
  );
}
