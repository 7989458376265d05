"use client";

import { useHydrated } from "@/lib/client/use-hydrated";
import { ExternalLinkIcon, PencilIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { formatDay } from "@/lib/format-date";
import type { ModelView } from "../list-params";
import type { AdminModelRow } from "../list-query";
import { purgeDueAt } from "../../trash/rules";
import { AccessBadge, AvailabilityBadge, HomepageBadge, NoPhotoBadge } from "./badges";
import { TrashedRowActions, TrashRowAction, type TrashHandlers } from "./trash-controls";
import { SelectBox } from "@/features/admin/list/bulk-bar";

export interface ModelsListProps {
  rows: AdminModelRow[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  /** The view has a search or a filter (for the empty message). */
  narrowed: boolean;
  /** The models in use, or those in the trash (with their dates and Restore / Delete now). */
  view: ModelView;
  handlers: TrashHandlers;
}

/**
 * The models of one page: a table on wide screens, one card per model on a
 * phone (ItemList), each with a tick box for the bulk changes.
 */
export function ModelsList({ rows, selected, onSelect, onSelectPage, narrowed, view, handlers }: ModelsListProps) {
  const t = useTranslations("adminModels.list");
  const tt = useTranslations("adminModels.trash");
  const hydrated = useHydrated();
  const inTrash = view === "trash";
  if (rows.length === 0) {
    if (inTrash) return <EmptyState>{narrowed ? tt("empty") : tt("emptyAll")}</EmptyState>;
    return <EmptyState>{narrowed ? t("empty") : t("emptyAll")}</EmptyState>;
  }

  const tick = (model: AdminModelRow) => (
    <SelectBox label={t("selectModel", { name: model.name })} checked={selected.has(model.id)} enabled={hydrated} onChange={(on) => onSelect(model.id, on)} />
  );
  const location = (model: AdminModelRow) => model.locationName ?? t("noValue");
  const age = (model: AdminModelRow) => (model.age === null ? t("noValue") : t("ageYears", { age: model.age }));
  const price = (model: AdminModelRow) => (model.priceFrom === null ? t("priceOnRequest") : t("priceFrom", { price: model.priceFrom }));
  const actions = (model: AdminModelRow, className: string) =>
    inTrash ? <TrashedRowActions model={model} handlers={handlers} className={className} /> : <ModelActions model={model} handlers={handlers} className={className} />;
  // The trash shows when each model was deleted and when it goes for good, instead of when it was created.
  const dateColumns: ItemColumn<AdminModelRow>[] = inTrash
    ? [
        { header: tt("columns.deleted"), cell: (model) => <TrashDate date={model.deletedAt} /> },
        { header: tt("columns.purge"), cell: (model) => <TrashDate date={model.deletedAt && purgeDueAt(model.deletedAt)} /> },
      ]
    : [{ header: t("columns.created"), cell: (model) => <span className="tabular-nums">{formatDay(model.createdAt)}</span>, className: "hidden xl:table-cell" }];

  const columns: ItemColumn<AdminModelRow>[] = [
    {
      header: (
        <SelectBox label={t("selectPage")} checked={rows.every((row) => selected.has(row.id))} enabled={hydrated} onChange={onSelectPage} />
      ),
      cell: tick,
      headClassName: "w-10",
    },
    { header: t("columns.photo"), cell: (model) => <Thumbnail model={model} />, srOnlyHeader: true, headClassName: "w-14" },
    { header: t("columns.name"), cell: (model) => <NameCell model={model} /> },
    { header: t("columns.location"), cell: location },
    { header: t("columns.age"), cell: (model) => <span className="tabular-nums">{age(model)}</span>, className: "hidden lg:table-cell" },
    { header: t("columns.price"), cell: (model) => <span className="whitespace-nowrap tabular-nums">{price(model)}</span> },
    { header: t("columns.status"), cell: (model) => <AvailabilityBadge availability={model.availability} /> },
    { header: t("columns.visibility"), cell: (model) => <AccessBadge model={model} /> },
    ...dateColumns,
    { header: t("columns.actions"), cell: (model) => actions(model, "justify-end"), srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <ItemList
      items={rows}
      itemKey={(model) => model.id}
      columns={columns}
      label={t("listLabel")}
      card={(model) => (
        <>
          <div className="flex items-start gap-3">
            <div className="pt-0.5">{tick(model)}</div>
            <Thumbnail model={model} />
            <NameCell model={model} />
          </div>
          <p className="text-sm text-muted-foreground">
            {location(model)} · {age(model)} · {price(model)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <AvailabilityBadge availability={model.availability} />
            <AccessBadge model={model} />
          </div>
          {inTrash && model.deletedAt ? (
            <p className="text-xs text-muted-foreground">
              {tt("deletedOn", { date: formatDay(model.deletedAt) })} · {tt("purgeOn", { date: formatDay(purgeDueAt(model.deletedAt)) })}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">{t("createdOn", { date: formatDay(model.createdAt) })}</p>
          )}
          {actions(model, "border-t border-border pt-2")}
        </>
      )}
    />
  );
}

/** The model's public card photo, small (list-query.ts); an empty frame when visitors see none. */
function Thumbnail({ model }: { model: AdminModelRow }) {
  if (!model.image) return <span aria-hidden="true" className="block h-14 w-10 shrink-0 rounded bg-muted" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- files come from the access-checked media route
    <img src={model.image} alt="" width={40} height={56} loading="lazy" className="h-14 w-10 shrink-0 rounded object-cover" />
  );
}

function NameCell({ model }: { model: AdminModelRow }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="break-words font-medium">{model.name}</span>
      <div className="flex flex-wrap gap-1">
        <HomepageBadge model={model} />
        <NoPhotoBadge shownOnSite={model.shownOnSite} visitorSeesPhoto={model.image !== null} />
      </div>
    </div>
  );
}

function TrashDate({ date }: { date: Date | null }) {
  return <span className="whitespace-nowrap tabular-nums">{date ? formatDay(date) : "—"}</span>;
}

/** Edit (the model form), the public profile in a new tab, and Delete (to the trash). */
function ModelActions({ model, handlers, className }: { model: AdminModelRow; handlers: TrashHandlers; className?: string }) {
  const t = useTranslations("adminModels.list");
  const common = useTranslations("adminShell.items");
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className ?? ""}`}>
      <Button asChild variant="outline" size="sm">
        <Link href={`/admin/models/edit/${model.id}`} aria-label={t("edit", { name: model.name })}>
          <PencilIcon aria-hidden="true" />
          <span aria-hidden="true">{common("edit")}</span>
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon">
        <a href={`/models/${model.id}`} target="_blank" rel="noopener noreferrer" aria-label={t("preview", { name: model.name })} title={t("preview", { name: model.name })}>
          <ExternalLinkIcon aria-hidden="true" />
        </a>
      </Button>
      <TrashRowAction model={model} handlers={handlers} />
    </div>
  );
}
