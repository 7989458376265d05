import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { getViewer } from "@/features/access/viewer";
import { listCategories, listDistricts } from "@/features/home/queries";
import {
  isVariant,
  modelsHref,
  ModelFilters,
  needsCanonicalRedirect,
  parseModelListParams,
  shortCategoryName,
  toListFilters,
  type ModelListParams,
  type RawSearchParams,
} from "@/features/models/components/model-filters";
import { ModelCardGrid } from "@/features/models/components/model-card";
import { Pagination } from "@/features/models/components/pagination";
import { listModelFilterChoices } from "@/features/models/filter-choices";
import { listModelCards } from "@/features/models/list";
import { listingTitle, modelsListMetaInput } from "@/features/models/page-meta";
import { AttachedJsonLd } from "@/features/seo/components/attached-json-ld";
import { createMetadata } from "@/features/seo/metadata";

type Props = { searchParams: Promise<RawSearchParams> };

async function readParams(searchParams: Promise<RawSearchParams>) {
  const [raw, categories, districts, choices] = await Promise.all([searchParams, listCategories(), listDistricts(), listModelFilterChoices()]);
  const params = parseModelListParams(raw, {
    categories: new Set(categories.map((c) => c.slug)),
    districts: new Set(districts.map((d) => d.slug)),
    ...choices,
  });
  return { raw, params, categories, districts, choices };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const { params, categories, districts } = await readParams(searchParams);
  const category = categories.find((c) => c.slug === params.category)?.name;
  const district = districts.find((d) => d.slug === params.district)?.name;
  return createMetadata(modelsListMetaInput(category, district, isVariant(params)));
}

export default async function ModelsPage({ searchParams }: Props) {
  await connection();
  const [{ raw, params, categories, districts, choices }, viewer] = await Promise.all([readParams(searchParams), getViewer()]);
  if (needsCanonicalRedirect(raw, params)) redirect(modelsHref(params));

  const result = await listModelCards(viewer, toListFilters(params));
  const categoryName = categories.find((c) => c.slug === params.category)?.name;
  const districtName = districts.find((d) => d.slug === params.district)?.name;
  const pastTheEnd = result.total > 0 && result.items.length === 0;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      {/* Every variant is canonical to /models, so each carries the blocks attached there. */}
      <AttachedJsonLd path="/models" />
      <header className="flex flex-col gap-4">
        <p className="eyebrow">The directory</p>
        <h1 className="font-display text-4xl leading-tight text-foreground sm:text-5xl">{listingTitle(categoryName, districtName)}</h1>
        <div aria-hidden="true" className="h-px w-16 bg-gold/70" />
      </header>

      <ModelFilters
        className="mt-10"
        params={params}
        categories={categories.map((c) => ({ value: c.slug, label: shortCategoryName(c.name) }))}
        districts={districts.map((d) => ({ value: d.slug, label: d.name }))}
        nationalities={choices.nationalities}
        languages={choices.languages}
      />

      <p className="mt-8 text-sm text-muted-foreground" role="status">
        {result.total === 1 ? "1 model" : `${result.total} models`}
        {result.pageCount > 1 && !pastTheEnd ? ` · page ${result.page} of ${result.pageCount}` : ""}
      </p>

      {result.total === 0 ? (
        <EmptyState params={params} />
      ) : pastTheEnd ? (
        <PastTheEnd href={modelsHref(params, { page: result.pageCount })} />
      ) : (
        <>
          {/* The cards' names are h3, as under the home and landing pages' section headings: no level skipped. */}
          <h2 className="sr-only">Results</h2>
          <ModelCardGrid models={result.items} priorityCount={4} className="mt-6" />
        </>
      )}

      <Pagination
        className="mt-12"
        page={params.page}
        pageCount={result.pageCount}
        hrefFor={(page) => modelsHref(params, { page })}
      />
    </div>
  );
}

function EmptyState({ params }: { params: ModelListParams }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full border border-gold/40 text-gold" aria-hidden="true">
        <SearchXIcon className="size-6" />
      </span>
      <h2 className="mt-6 font-display text-2xl text-foreground">No models match these filters</h2>
      <p className="mt-2 max-w-md text-muted-foreground">Try another district, category, nationality or language, or clear the filters to see everyone.</p>
      <Button asChild className="mt-8 h-12 px-8 tracking-[0.12em] uppercase">
        <Link href={modelsHref({ sort: params.sort, page: 1 })}>Clear filters</Link>
      </Button>
    </div>
  );
}

function PastTheEnd({ href }: { href: string }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <h2 className="font-display text-2xl text-foreground">There are no more models on this page</h2>
      <Button asChild variant="outline" className="mt-6 h-12 border-gold/60 px-8 text-gold">
        <Link href={href}>Go to the last page</Link>
      </Button>
    </div>
  );
}
