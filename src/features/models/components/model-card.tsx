import Link from "next/link";
import { Lock } from "lucide-react";
import { FavouriteButton } from "@/features/favourites/components/favourite-button";
import { cn } from "@/lib/utils";
import type { ModelCard as ModelCardData } from "../list";
import { priceFromLabel } from "../pricing";

export const AVAILABILITY_LABELS = {
  available: "Available",
  busy: "Busy",
  unavailable: "Unavailable",
} as const;

/** The public label; an unset availability says nothing rather than "Not set". */
export function availabilityLabel(value: ModelCardData["availability"]): string | null {
  return value ? AVAILABILITY_LABELS[value] : null;
}

/** What a card says when the agency has not set the availability: every open card has the line, so rows line up. */
export const AVAILABILITY_UNSET_CARD_LABEL = "Ask for availability";

const AVAILABILITY_DOT = {
  available: "bg-emerald-400",
  busy: "bg-amber-400",
  unavailable: "bg-zinc-500",
} as const;

/**
 * One model in a grid: 3:4 photo, name, district, age, price from and
 * availability. Members-only models the viewer may not open show locked:
 * name, district and the card photo only (decisions.md). Every card has the
 * same parts whatever it holds (a placeholder without a photo, a line for an
 * unset availability, a members line when locked), and fills its column.
 */
export function ModelCard({ model, priority = false }: { model: ModelCardData; priority?: boolean }) {
  const href = `/models/${model.id}`;
  return (
    <article className="group relative flex w-full min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card transition-colors hover:border-primary/60 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background">
      <div className="relative aspect-[3/4] overflow-hidden bg-muted">
        {model.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- files come from the access-checked media route
          <img
            src={model.image}
            srcSet={model.imageSrcSet || undefined}
            // Two columns on a phone, three on a tablet, four on a wide screen (ModelCardGrid).
            sizes="(min-width: 1280px) 20rem, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            alt={model.locked ? `${model.name}, members-only profile` : `${model.name}${model.locationName ? ` in ${model.locationName}` : ""}`}
            width={600}
            height={800}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className={cn(
              "size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]",
              model.locked && "opacity-60",
            )}
          />
        ) : (
          <NoPhoto name={model.name} />
        )}
        {model.locked ? (
          <span className="absolute inset-x-3 top-3 inline-flex w-fit items-center gap-1.5 rounded-full border border-primary/60 bg-background/85 px-3 py-1 text-xs font-medium uppercase tracking-wider text-primary">
            <Lock aria-hidden className="size-3.5" />
            Members only
          </span>
        ) : null}
        {/* Above the card's stretched link, so it takes its own clicks. */}
        <div className="absolute top-2 right-2 z-10">
          <FavouriteButton modelId={model.id} modelName={model.name} variant="card" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-display text-xl leading-tight">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {model.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {[model.locationName, model.locked || model.age === null ? null : `${model.age}`].filter(Boolean).join(" · ")}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-2 text-sm">
          {model.locked ? (
            <span className="text-muted-foreground">Rates and availability for members</span>
          ) : (
            <>
              <span>{priceFromLabel(model.priceFrom)}</span>
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                {model.availability ? <span aria-hidden className={cn("size-2 rounded-full", AVAILABILITY_DOT[model.availability])} /> : null}
                {availabilityLabel(model.availability) ?? AVAILABILITY_UNSET_CARD_LABEL}
              </span>
            </>
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

export function ModelCardGrid({ models, priorityCount = 0, className }: { models: ModelCardData[]; priorityCount?: number; className?: string }) {
  return (
    <ul className={cn("grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4", className)}>
      {models.map((model, index) => (
        <li key={model.id} className="flex">
          <ModelCard model={model} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
