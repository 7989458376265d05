import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Monogram } from "@/components/site/brand-wordmark";

/**
 * The admin's full-height message pages (403, 404): centred, calm, with a way
 * back. Renders inside the shell for admins and on its own for everyone else.
 */
export function AdminStatusPage({
  code,
  eyebrow,
  title,
  text,
  hint,
  icon: Icon,
  actions,
}: {
  code: string;
  eyebrow: string;
  title: string;
  text: string;
  hint?: string;
  icon: LucideIcon;
  actions: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="status-title"
      className="relative isolate flex min-h-[70dvh] flex-1 items-center justify-center overflow-hidden px-4 py-16"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(45%_45%_at_50%_40%,hsl(var(--gold)/0.08),transparent_70%)]" />
        <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center font-display text-[34vw] leading-none text-gold/[0.04] select-none sm:text-[18rem]">
          {code}
        </p>
      </div>
      <div className="flex max-w-lg flex-col items-center text-center">
        <div className="relative">
          <Monogram className="size-14 text-gold" />
          <span className="absolute -right-2 -bottom-2 inline-flex size-7 items-center justify-center rounded-full border border-border bg-card text-destructive-foreground">
            <Icon className="size-4 text-gold" aria-hidden="true" />
          </span>
        </div>
        <p className="eyebrow mt-8">{eyebrow}</p>
        <h1 id="status-title" className="mt-3 font-display text-4xl leading-tight text-foreground sm:text-5xl">
          {title}
        </h1>
        <div aria-hidden="true" className="gold-rule mt-6 w-28" />
        <p className="mt-6 text-lg leading-relaxed text-foreground/90">{text}</p>
        {hint ? <p className="mt-2 text-sm text-muted-foreground">{hint}</p> : null}
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
