"use client";

import { SearchIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  ACCESS_FILTERS,
  ADMIN_MODELS_PATH,
  modelListAddress,
  AVAILABILITY_FILTERS,
  DEFAULT_MODEL_LIST_PARAMS,
  MODEL_SORTS,
  modelListQuery,
  SEARCH_MAX,
  type ModelListParams,
  type SortDirection,
  type ModelSort,
} from "../list-params";

/** The address of a view: every control here is a link or a form to one, so the URL is the state. */
export const viewHref = modelListAddress.href;

const SORT_OPTIONS: readonly `${ModelSort}_${SortDirection}`[] = MODEL_SORTS.flatMap((sort) =>
  sort === "created" ? (["created_desc", "created_asc"] as const) : ([`${sort}_asc`, `${sort}_desc`] as const),
);

const SELECT_CLASS =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm";

/**
 * The search (name or district), the filters and the order, as one plain
 * GET form: it works before the page's script has loaded, the URL keeps the
 * view, and a new view starts on page 1 (no page field is sent).
 */
export function ModelsToolbar({ params }: { params: ModelListParams }) {
  const t = useTranslations("adminModels.list");
  const narrowed = modelListQuery({ ...params, view: DEFAULT_MODEL_LIST_PARAMS.view, sort: DEFAULT_MODEL_LIST_PARAMS.sort, dir: DEFAULT_MODEL_LIST_PARAMS.dir, page: 1 }) !== "";

  return (
    <form role="search" method="get" action={ADMIN_MODELS_PATH} className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr] xl:items-end">
      {/* The search and filters stay in the view they were used in (the list or the trash). */}
      {params.view === "trash" ? <input type="hidden" name="view" value="trash" /> : null}
      <div className="flex min-w-0 flex-col gap-2 md:col-span-2 xl:col-span-1">
        <Label htmlFor="models-search">{t("search.label")}</Label>
        <Input id="models-search" name="q" type="search" defaultValue={params.q} maxLength={SEARCH_MAX} placeholder={t("search.placeholder")} key={params.q} />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor="models-availability">{t("filters.availability")}</Label>
        <select id="models-availability" name="availability" defaultValue={params.availability} className={SELECT_CLASS} key={`a-${params.availability}`}>
          {AVAILABILITY_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === "all" ? t("filters.any") : t(`availability.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor="models-access">{t("filters.access")}</Label>
        <select id="models-access" name="access" defaultValue={params.access} className={SELECT_CLASS} key={`v-${params.access}`}>
          {ACCESS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === "all" ? t("filters.any") : t(`access.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor="models-sort">{t("sort.label")}</Label>
        {/* One field in the address bar's two (sort and dir): split by the page's parser. */}
        <select id="models-sort" name="order" defaultValue={`${params.sort}_${params.dir}`} className={SELECT_CLASS} key={`s-${params.sort}-${params.dir}`}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3 md:col-span-2 xl:col-span-4">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="homepage" value="1" defaultChecked={params.homepage} className="size-5 accent-[hsl(var(--gold))]" key={`h-${params.homepage}`} />
          {t("filters.homepage")}
        </label>
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden="true" />
          {t("search.submit")}
        </Button>
        {narrowed ? (
          <Button asChild variant="ghost">
            <Link href={viewHref({ ...DEFAULT_MODEL_LIST_PARAMS, view: params.view, sort: params.sort, dir: params.dir })}>
              <XIcon aria-hidden="true" />
              {t("search.clear")}
            </Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
