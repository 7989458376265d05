import type { ReactNode } from "react";

/** A list under its heading and row count, named by that heading for screen readers. */
export function ListSection({ id, title, count, children }: { id: string; title: string; count: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-xl">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{count}</p>
      </div>
      {children}
    </section>
  );
}
