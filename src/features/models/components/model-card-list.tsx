"use client";

import Link from "next/link";
import { Lock } from "lucide-react";
import { FavouriteButton } from "@/features/favourites/components/favourite-button";
import { cn } from "@/lib/utils";
import type { ModelCardView } from "../card-view";

const AVAILABILITY_DOT = {
  available: "bg-emerald-400",
  busy: "bg-amber-400",
  unavailable: "bg-zinc-500",
} as const;

/**
 * The card grid, drawn from small view objects (card-view.ts). A client
 * component so that a page's router payload carries each card's few words
 * and addresses once, not its markup: a server-rendered grid repeated every
 * card's elements and class names there (docs/decisions/041-renderer-cost.md).
 * It needs no state of its own; the heart inside it is interactive anyway.
 */
export function ModelCardList({ cards, priorityCount = 0, className }: { cards: ModelCardView[]; priorityCount?: number; className?: string }) {
  return (
    <ul className={cn("grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4", className)}>
      {cards.map((card, index) => (
        <li key={card.id} className="flex">
          <ModelCard card={card} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One model in a grid: 3:4 photo, name, district, age, price from and
 * availability. Members-only models the viewer may not open show locked:
 * name, district and the card photo only (decision 003). Every card has the
 * same parts whatever it holds (a placeholder without a photo, a line for an
 * unset availability, a members line when locked), and fills its column.
 */
function ModelCard({ card, priority }: { card: ModelCardView; priority: boolean }) {
  const href = `/models/${card.id}`;
  return (
    <article className="group relative flex w-full min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card transition-colors hover:border-primary/60 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background">
      <div className="relative aspect-[3/4] overflow-hidden bg-muted">
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- files come from the access-checked media route
          <img
            src={card.image}
            srcSet={card.imageSrcSet || undefined}
            // Two columns on a phone, three on a tablet, four on a wide screen.
            sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            alt={card.alt}
            width={600}
            height={800}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className={cn(
              "size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]",
              card.locked && "opacity-60",
            )}
          />
        ) : (
          <NoPhoto name={card.name} />
        )}
        {card.locked ? (
          <span className="absolute inset-x-3 top-3 inline-flex w-fit items-center gap-1.5 rounded-full border border-primary/60 bg-background/85 px-3 py-1 text-xs font-medium uppercase tracking-wider text-primary">
            <Lock aria-hidden className="size-3.5" />
            Members only
          </span>
        ) : null}
        {/* Above the card's stretched link, so it takes its own clicks. */}
        <div className="absolute top-2 right-2 z-10">
          <FavouriteButton modelId={card.id} modelName={card.name} variant="card" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-display text-xl leading-tight">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {card.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{card.meta}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-2 text-sm">
          {card.open ? (
            <>
              <span>{card.open.price}</span>
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                {card.open.availability ? <span aria-hidden className={cn("size-2 rounded-full", AVAILABILITY_DOT[card.open.availability])} /> : null}
                {card.open.availabilityText}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">Rates and availability for members</span>
          )}
        </div>
      </div>
    </article>
  );
}

/** The card's photo frame when the viewer may see no photo of the model: her initial, never an empty block. */
function NoPhoto({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="flex size-full items-center justify-center bg-gradient-to-b from-muted to-card">
      <span className="font-display text-6xl text-gold/60">{name.trim().charAt(0).toUpperCase()}</span>
    </div>
  );
}
