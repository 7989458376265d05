import { ArrowRightIcon, CircleAlertIcon, CircleCheckIcon, FileSearchIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { seoTone, type SeoOverview, type SeoTone } from "../seo-score";

const TONE_TEXT: Record<SeoTone, string> = {
  good: "text-emerald-400 light:text-emerald-700",
  fair: "text-amber-300 light:text-amber-700",
  poor: "text-red-400 light:text-red-700",
};
const TONE_STROKE: Record<SeoTone, string> = {
  good: "stroke-emerald-400 light:stroke-emerald-700",
  fair: "stroke-amber-300 light:stroke-amber-700",
  poor: "stroke-red-400 light:stroke-red-700",
};

export interface SeoOverviewLabels {
  title: string;
  description: string;
  average: string;
  outOf: string;
  pages: string;
  optimised: string;
  issues: string;
  empty: string;
  tone: Record<SeoTone, string>;
  open: string;
}

/** Score ring: the average out of 100, coloured ≥ 80 green, ≥ 60 yellow, else red. */
function ScoreRing({ score, tone, label }: { score: number; tone: SeoTone; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="relative size-36 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} className="fill-none stroke-muted" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          className={cn("fill-none", TONE_STROKE[tone])}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className={cn("font-display text-4xl leading-none tabular-nums lining-nums", TONE_TEXT[tone])}>
          {score}
        </span>
        <span className="mt-1 text-xs text-muted-foreground">{label}</span>
      </div>
    </div>
  );
}

export function SeoOverviewCard({ overview, labels }: { overview: SeoOverview; labels: SeoOverviewLabels }) {
  const tone = overview.average === null ? null : seoTone(overview.average);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="text-xl">{labels.title}</CardTitle>
        <CardDescription>{labels.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {overview.average === null || tone === null ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
            <FileSearchIcon className="size-4" aria-hidden="true" />
            {labels.empty}
          </p>
        ) : (
          <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
            <ScoreRing score={overview.average} tone={tone} label={labels.outOf} />
            <div className="flex w-full flex-col gap-3">
              <p className="text-sm text-muted-foreground">
                {labels.average}:{" "}
                <span className={cn("font-medium", TONE_TEXT[tone])}>{labels.tone[tone]}</span>
                <span className="text-muted-foreground"> · {labels.pages}</span>
              </p>
              <dl className="grid grid-cols-2 gap-3">
                <OverviewFigure
                  icon={<CircleCheckIcon className="size-3.5 text-emerald-400 light:text-emerald-700" aria-hidden="true" />}
                  label={labels.optimised}
                  value={overview.optimised}
                />
                <OverviewFigure
                  icon={<CircleAlertIcon className="size-3.5 text-red-400 light:text-red-700" aria-hidden="true" />}
                  label={labels.issues}
                  value={overview.issues}
                />
              </dl>
              <Link
                href="/admin/seo/performance?tab=issues"
                className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-primary underline-offset-4 hover:underline"
              >
                {labels.open}
                <ArrowRightIcon className="size-3.5" aria-hidden="true" />
              </Link>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** One figure of the overview: a term and its count. */
function OverviewFigure({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-md border border-border bg-background/50 p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-display text-2xl tabular-nums lining-nums">{value}</dd>
    </div>
  );
}
