import type * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { THEME_VARIABLES } from "../../defaults";
import { isHslTriple, normaliseHslTriple } from "@/lib/hsl";

export interface ThemePreviewLabels {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  text: string;
  primary: string;
  secondary: string;
  accent: string;
  destructive: string;
}

/**
 * A small page drawn with the staged colours: the variables are set inline on
 * this box only, so the real site and the editor around it stay as applied.
 * An invalid value shows the applied one until it is corrected.
 */
export function ThemePreview({
  values,
  fallback,
  labels,
}: {
  values: Record<string, string>;
  fallback: Record<string, string>;
  labels: ThemePreviewLabels;
}) {
  const style: Record<string, string> = {};
  for (const { name } of THEME_VARIABLES) {
    const candidate = normaliseHslTriple(values[name] ?? "");
    style[name] = isHslTriple(candidate) ? candidate : fallback[name];
  }
  return (
    <section aria-label={labels.title} className="flex flex-col gap-2">
      <div>
        <h2 className="font-display text-lg text-foreground">{labels.title}</h2>
        <p className="text-xs text-muted-foreground">{labels.description}</p>
      </div>
      <div
        style={style as React.CSSProperties}
        className="overflow-hidden rounded-lg border border-border bg-background p-5 text-foreground shadow-lg shadow-black/30"
      >
        <p className="eyebrow">{labels.eyebrow}</p>
        <p className="mt-2 font-display text-2xl leading-tight">{labels.heading}</p>
        <div aria-hidden="true" className="gold-rule my-4 w-20" />
        <div className="rounded-md border border-border bg-card p-4 text-card-foreground">
          <p className="text-sm">{labels.text}</p>
          <p className="mt-1 text-xs text-muted-foreground">Mayfair · Knightsbridge · Chelsea</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" tabIndex={-1} type="button">
              {labels.primary}
            </Button>
            <Button size="sm" variant="secondary" tabIndex={-1} type="button">
              {labels.secondary}
            </Button>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="rounded-md bg-accent px-2 py-1 text-xs text-accent-foreground">{labels.accent}</span>
          <Badge variant="destructive">{labels.destructive}</Badge>
          <span aria-hidden="true" className="ml-auto flex gap-1.5">
            <span className="size-5 rounded-full bg-muted ring-1 ring-border" />
            <span className="size-5 rounded-full bg-gold-muted" />
            <span className="size-5 rounded-full bg-gold" />
            <span className="size-5 rounded-full bg-champagne" />
          </span>
        </div>
        <div className="mt-4 flex gap-2">
          <span className="h-9 flex-1 rounded-md border border-input bg-background" />
          <span className="h-9 w-9 rounded-md ring-2 ring-ring ring-offset-2 ring-offset-background" />
        </div>
      </div>
    </section>
  );
}
