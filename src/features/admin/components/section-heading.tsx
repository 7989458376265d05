import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The heading of a section of an admin screen and the line under it saying
 * what the section does. The section names itself by `id`
 * (`<section aria-labelledby={id}>`), so screen readers list it by this title.
 */
export function SectionHeading({ id, heading, intro, introClassName }: { id: string; heading: string; intro?: ReactNode; introClassName?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="font-display text-xl">
        {heading}
      </h2>
      {intro ? <p className={cn("text-sm text-muted-foreground", introClassName)}>{intro}</p> : null}
    </div>
  );
}
