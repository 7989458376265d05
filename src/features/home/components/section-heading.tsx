import type * as React from "react";
import { cn } from "@/lib/utils";

/** Eyebrow, serif heading, gold rule and optional subtitle, as used by every home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = "center",
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string | null;
  align?: "center" | "left";
  className?: string;
}) {
  const centred = align === "center";
  return (
    <div className={cn("flex flex-col", centred ? "mx-auto max-w-2xl items-center text-center" : "items-start", className)}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-4 font-display text-3xl leading-tight text-foreground sm:text-4xl">
        {title}
      </h2>
      <div aria-hidden="true" className={cn("gold-rule mt-6 w-32", centred ? "mx-auto" : "bg-none bg-gold/70 w-16")} />
      {subtitle ? <p className="mt-5 font-display-italic text-lg text-champagne italic sm:text-xl">{subtitle}</p> : null}
    </div>
  );
}

/** A notice where a section's data could not be read (the rest of the page still works). */
export function SectionUnavailable({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-destructive/50 bg-destructive/10 px-5 py-4 text-center text-sm text-foreground">
      {children}
    </p>
  );
}

/** What a list section shows when there is nothing in it. */
export function SectionEmpty({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-muted-foreground">{children}</div>
  );
}
