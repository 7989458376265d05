"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { FilterTabs } from "@/features/admin/list/filter-tabs";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch, ViewSelect, ViewSort } from "@/features/admin/list/list-toolbar";
import { formatDateTime } from "@/lib/format-date";
import {
  ANY_MODEL,
  IMAGE_HEALTHS,
  IMAGE_KINDS,
  IMAGE_SEARCH_MAX,
  IMAGE_SORTS,
  IMAGE_USAGES,
  IMAGE_VISIBILITIES,
  imageLibraryAddress,
  imageLibraryHref,
  type ImageLibraryParams,
} from "../list-params";
import type { ImageKindCounters, ModelChoice } from "../list-query";

/** A select in the toolbar's grid: the grid sets its width. */
const GRID_SELECT = "flex flex-col gap-2";

/** The filters whose choices are fixed (the model filter's come from the database). */
type FixedFilter = "usage" | "visibility" | "health";

/** Where the stored images are checked (and so where "broken" is first recorded). */
const IMAGE_AUDIT_HREF = "/admin/content/image-audit-report";

/**
 * The kind tabs with their counts, the search, the filters (use, model,
 * gallery visibility, broken files) and the order: every control leads to an
 * address. The selects stack on a phone and sit in a grid on wider screens.
 */
export function ImageLibraryToolbar({ params, counters, models }: { params: ImageLibraryParams; counters: ImageKindCounters; models: readonly ModelChoice[] }) {
  const t = useTranslations("adminContent.library");
  type MessageKey = Parameters<typeof t>[0];
  // A filter of fixed choices: its messages are "<name>.label" and one per choice.
  const filterSelect = <K extends FixedFilter>(name: K, values: readonly ImageLibraryParams[K][]) => (
    <ViewSelect
      id={`image-library-${name}`}
      address={imageLibraryAddress}
      params={params}
      name={name}
      label={t(`${name}.label` as MessageKey)}
      options={values.map((value) => ({ value, label: t(`${name}.${value}` as MessageKey) }))}
      className={GRID_SELECT}
    />
  );
  return (
    <ListToolbar
      // Five selects do not fit beside the search: the search keeps its own row, the selects share a grid below it.
      className="md:flex-col md:items-stretch"
      tabs={
        <FilterTabs
          messages="adminContent.library.filters"
          values={IMAGE_KINDS}
          current={params.kind}
          hrefFor={(kind) => imageLibraryHref({ ...params, kind, page: 1 })}
          countFor={(kind) => counters[kind]}
        />
      }
    >
      <ViewSearch id="image-library-search" address={imageLibraryAddress} params={params} maxLength={IMAGE_SEARCH_MAX} messages="adminContent.library.search" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {filterSelect("usage", IMAGE_USAGES)}
        <ViewSelect id="image-library-model" address={imageLibraryAddress} params={params} name="model" label={t("model.label")} options={modelOptions(params.model, models, t("model.all"))} className={GRID_SELECT} />
        {filterSelect("visibility", IMAGE_VISIBILITIES)}
        {filterSelect("health", IMAGE_HEALTHS)}
        <ViewSort id="image-library-sort" address={imageLibraryAddress} params={params} sorts={IMAGE_SORTS} messages="adminContent.library.sort" className={GRID_SELECT} />
      </div>
    </ListToolbar>
  );
}

/**
 * "Any model", then the models by name. A model in the address that is not
 * offered (deleted since) is kept as a choice under its id's start, so the
 * select still says what the list is narrowed to.
 */
function modelOptions(current: string, models: readonly ModelChoice[], anyLabel: string): { value: string; label: string }[] {
  const offered = models.map((model) => ({ value: model.id, label: model.name }));
  const unlisted = current !== ANY_MODEL && !models.some((model) => model.id === current) ? [{ value: current, label: current.slice(0, 8) }] : [];
  return [{ value: ANY_MODEL, label: anyLabel }, ...unlisted, ...offered];
}

/**
 * What "broken" goes by: the store is not read for the list, so the filter
 * shows what the last audit or diagnostics check recorded, and says when
 * that was (or that nothing has been checked, with the way to do it).
 */
export function BrokenFilterNote({ lastChecked }: { lastChecked: Date | null }) {
  const t = useTranslations("adminContent.library.health");
  return (
    <p className="text-sm text-muted-foreground" data-testid="image-library-health-note">
      {lastChecked
        ? t("checked", { date: formatDateTime(lastChecked) })
        : t.rich("neverChecked", {
            link: (text) => (
              <Link href={IMAGE_AUDIT_HREF} className="underline underline-offset-4">
                {text}
              </Link>
            ),
          })}
    </p>
  );
}

export function ImageLibraryPagination({ params, page, pageCount }: { params: ImageLibraryParams; page: number; pageCount: number }) {
  return <ListPagination messages="adminContent.library.pagination" page={page} pageCount={pageCount} hrefFor={(target) => imageLibraryHref({ ...params, page: target })} />;
}
