import { ConstructionIcon } from "lucide-react";

/**
 * The honest notice of a tab not built yet (decisions.md: nothing claims to
 * work that does not): what it will be, and that it touches no data.
 * No "use client": it renders on the server or inside a client tree alike.
 */
export function NotBuiltTab({ id, heading, notice }: { id: string; heading: string; notice: string }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col items-center gap-3 rounded-lg border border-dashed border-gold/35 bg-card/60 px-6 py-10 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold/40 bg-background text-gold">
        <ConstructionIcon className="size-5" aria-hidden="true" />
      </span>
      <h2 id={id} className="font-display text-xl">
        {heading}
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">{notice}</p>
    </section>
  );
}
