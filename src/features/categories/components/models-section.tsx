import { ArrowDownIcon, ArrowRightIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ModelCardGrid } from "@/features/models/components/model-card";
import type { ModelCardPage } from "@/features/models/list";
import { Pagination } from "./pagination";

function countLabel(total: number): string {
  return total === 1 ? "1 companion" : `${total.toLocaleString("en-GB")} companions`;
}

/** The hero's jump to the models section below (landing pages show it when there are models). */
export function SeeCompanionsLink() {
  return (
    <a
      href="#companions"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/40 px-5 text-sm text-champagne transition-colors hover:border-gold hover:text-foreground"
    >
      See the companions
      <ArrowDownIcon aria-hidden="true" className="size-4" />
    </a>
  );
}

/**
 * The models of a category or district as this viewer may see them (locked
 * cards for members-only profiles), with ?page= pagination and an empty state.
 */
export function ModelsSection({
  id = "companions",
  title,
  cards,
  basePath,
  emptyText,
}: {
  id?: string;
  title: string;
  cards: ModelCardPage;
  basePath: string;
  emptyText: string;
}) {
  const first = (cards.page - 1) * cards.pageSize + 1;
  const last = first + cards.items.length - 1;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h2 id={`${id}-title`} className="font-display text-3xl text-foreground sm:text-4xl">
          {title}
        </h2>
        {cards.total > 0 ? (
          <p className="text-sm text-muted-foreground">
            {cards.pageCount > 1 ? `${first}–${last} of ${countLabel(cards.total)}` : countLabel(cards.total)}
          </p>
        ) : null}
      </div>
      <div aria-hidden="true" className="gold-rule mt-5 w-full opacity-50" />

      {cards.items.length > 0 ? (
        <>
          {/* No priority photos: the grid sits below the heading and introduction, which are the first screen. */}
          <ModelCardGrid models={cards.items} className="mt-10" />
          <Pagination basePath={basePath} page={cards.page} pageCount={cards.pageCount} anchor={`#${id}`} />
        </>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-lg border border-dashed border-border bg-card/50 px-6 py-14 text-center">
          <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full border border-gold/40 text-gold">
            <UsersIcon className="size-5" />
          </span>
          <p className="mt-5 max-w-md leading-relaxed text-muted-foreground">{emptyText}</p>
          <Button asChild variant="outline" className="mt-6 hover:border-gold/60 hover:bg-secondary hover:text-foreground">
            <Link href="/models">
              Browse all companions
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
