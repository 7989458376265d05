import type * as React from "react";
import { cn } from "@/lib/utils";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/**
 * The opening of a content page: breadcrumbs, an eyebrow, the one h1, a lede
 * and optional details below, over the site's soft gold glow.
 */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  lede,
  children,
  align = "left",
  className,
}: {
  crumbs: readonly Crumb[];
  eyebrow: React.ReactNode;
  title: React.ReactNode;
  lede?: React.ReactNode;
  children?: React.ReactNode;
  align?: "left" | "center";
  className?: string;
}) {
  const centred = align === "center";
  return (
    <header className={cn("relative isolate overflow-hidden border-b border-border", className)}>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(55%_70%_at_20%_-10%,hsl(var(--gold)/0.13),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(40%_60%_at_100%_100%,hsl(var(--accent)/0.35),transparent_70%)]" />
        <div className="absolute inset-0 bg-[repeating-linear-gradient(135deg,hsl(var(--champagne)/0.02)_0_1px,transparent_1px_14px)]" />
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10 sm:pb-16 lg:px-8 lg:pb-20">
        <Breadcrumbs crumbs={crumbs} className={cn(centred && "flex justify-center")} />
        <div className={cn("mt-10 max-w-3xl sm:mt-14", centred && "mx-auto text-center")}>
          <p className={cn("eyebrow flex items-center gap-3", centred && "justify-center")}>
            <span aria-hidden="true" className="h-px w-8 bg-gold/70" />
            {eyebrow}
            {centred ? <span aria-hidden="true" className="h-px w-8 bg-gold/70" /> : null}
          </p>
          <h1 className="mt-5 font-display text-[2.5rem] leading-[1.08] break-words text-foreground sm:text-5xl lg:text-6xl">{title}</h1>
          {lede ? <div className="mt-6 text-lg leading-relaxed text-muted-foreground sm:text-xl">{lede}</div> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </div>
    </header>
  );
}
