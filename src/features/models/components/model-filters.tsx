import { SlidersHorizontalIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { MODEL_AVAILABILITY, type ModelAvailability } from "@/db/schema";
import { cn } from "@/lib/utils";
import { parseAvailability, parsePage, parseSort, type ModelListFilters, type ModelSort } from "../list";
import { AVAILABILITY_LABELS } from "./model-card";

/** The /models query: `?category=blonde-escorts&district=mayfair&availability=available&nationality=Italian&language=French&sort=price-asc&page=2`. */
export interface ModelListParams {
  category?: string;
  district?: string;
  availability?: ModelAvailability;
  nationality?: string;
  language?: string;
  sort: ModelSort;
  page: number;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const SORT_LABELS: Record<ModelSort, string> = {
  featured: "Featured",
  newest: "Newest",
  "price-asc": "Price low–high",
  "price-desc": "Price high–low",
  name: "Name",
};

const PARAM_KEYS = ["category", "district", "availability", "nationality", "language", "sort", "page"] as const;

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

/** The choice spelt as offered, whatever its case in the address; undefined when it is not offered. */
function offered(value: string | undefined, choices: readonly string[] | undefined): string | undefined {
  const key = value?.toLocaleLowerCase("en-GB");
  return key ? choices?.find((choice) => choice.toLocaleLowerCase("en-GB") === key) : undefined;
}

/**
 * Reads the listing's URL parameters. Unknown categories, districts,
 * nationalities and languages, availability and sort values outside their
 * lists, and impossible pages are ignored (treated as absent), never an error.
 */
export function parseModelListParams(
  raw: RawSearchParams,
  known: { categories: ReadonlySet<string>; districts: ReadonlySet<string>; nationalities?: readonly string[]; languages?: readonly string[] },
): ModelListParams {
  const category = single(raw.category)?.toLowerCase();
  const district = single(raw.district)?.toLowerCase();
  return {
    category: category && known.categories.has(category) ? category : undefined,
    district: district && known.districts.has(district) ? district : undefined,
    availability: parseAvailability(single(raw.availability)),
    nationality: offered(single(raw.nationality), known.nationalities),
    language: offered(single(raw.language), known.languages),
    sort: parseSort(single(raw.sort)),
    page: parsePage(single(raw.page)),
  };
}

/** The filters listModelCards takes for these parameters. */
export function toListFilters(params: ModelListParams): ModelListFilters {
  return {
    categorySlug: params.category,
    locationSlug: params.district,
    availability: params.availability,
    nationality: params.nationality,
    language: params.language,
    sort: params.sort,
    page: params.page,
  };
}

/** The canonical /models URL for these parameters: defaults (featured, page 1) are left out. */
export function modelsHref(params: ModelListParams, changes: Partial<ModelListParams> = {}): string {
  const next = { ...params, ...changes };
  const query = new URLSearchParams();
  if (next.category) query.set("category", next.category);
  if (next.district) query.set("district", next.district);
  if (next.availability) query.set("availability", next.availability);
  if (next.nationality) query.set("nationality", next.nationality);
  if (next.language) query.set("language", next.language);
  if (next.sort !== "featured") query.set("sort", next.sort);
  if (next.page > 1) query.set("page", String(next.page));
  const search = query.toString();
  return search ? `/models?${search}` : "/models";
}

/** Whether any filter, sort or page beyond the first is applied (such variants are noindex). */
export function isVariant(params: ModelListParams): boolean {
  return modelsHref(params) !== "/models";
}

/**
 * Whether the address differs from the canonical one for what it means: an
 * empty select submitted by the no-JavaScript form (`?category=`), an unknown
 * value, or a default spelled out. The page then redirects to the clean URL.
 */
export function needsCanonicalRedirect(raw: RawSearchParams, params: ModelListParams): boolean {
  const canonical = new URL(modelsHref(params), "http://x").searchParams;
  return PARAM_KEYS.some((key) => raw[key] !== undefined && canonical.get(key) !== raw[key]);
}

/** "Blonde Escorts" → "Blonde" in the select, where the word adds nothing. */
export function shortCategoryName(name: string): string {
  return name.replace(/\s+Escorts$/i, "").trim() || name;
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The filters as a plain GET form, so it works without JavaScript. It does
 * not submit on change: reloading the page while someone is still choosing
 * is a change of context they did not ask for (WCAG 3.2.2).
 */
/** A choice whose address value is its own text (a nationality, a language). */
const asOptions = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

export function ModelFilters({
  params,
  categories,
  districts,
  nationalities,
  languages,
  className,
}: {
  params: ModelListParams;
  categories: FilterOption[];
  districts: FilterOption[];
  nationalities: readonly string[];
  languages: readonly string[];
  className?: string;
}) {
  const filtered = Boolean(params.category || params.district || params.availability || params.nationality || params.language);
  return (
    <form
      method="get"
      action="/models"
      role="search"
      aria-label="Filter models"
      className={cn("grid grid-cols-2 gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-3 sm:p-5 lg:grid-cols-6", className)}
    >
      <FilterSelect name="category" label="Category" value={params.category} anyLabel="All categories" options={categories} />
      <FilterSelect name="district" label="District" value={params.district} anyLabel="All districts" options={districts} />
      <FilterSelect
        name="availability"
        label="Availability"
        value={params.availability}
        anyLabel="Any availability"
        options={MODEL_AVAILABILITY.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
      />
      <FilterSelect name="nationality" label="Nationality" value={params.nationality} anyLabel="Any nationality" options={asOptions(nationalities)} />
      <FilterSelect name="language" label="Language" value={params.language} anyLabel="Any language" options={asOptions(languages)} />
      <FilterSelect
        name="sort"
        label="Sort by"
        value={params.sort}
        options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
      />
      {/* Six selects fill a wide row with room for their words; the buttons go on a row of their own. */}
      <div className="col-span-2 flex items-end gap-3 sm:col-span-3 lg:col-span-6 lg:justify-end">
        <Button type="submit" className="h-11 flex-1 tracking-[0.12em] uppercase sm:flex-none">
          <SlidersHorizontalIcon aria-hidden="true" />
          Apply filters
        </Button>
        {filtered ? (
          <Button asChild variant="ghost" className="h-11 text-muted-foreground hover:bg-secondary hover:text-foreground">
            <Link href={modelsHref({ sort: params.sort, page: 1 })}>Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function FilterSelect({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  /** The "no filter" choice; selects without one (sort) always have a value. */
  anyLabel?: string;
  options: FilterOption[];
}) {
  const id = `filter-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium tracking-[0.16em] text-muted-foreground uppercase">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
