"use client";

import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { BlogSeoInput, BlogSeoScore, SeoTone } from "../seo-score";

export const TONE_CLASSES: Record<SeoTone, string> = {
  good: "border-emerald-500/40 bg-emerald-500/15 text-emerald-300 light:text-emerald-800",
  fair: "border-amber-500/40 bg-amber-500/15 text-amber-200 light:text-amber-800",
  poor: "border-red-500/40 bg-red-500/15 text-red-300 light:text-red-800",
};

const BAR_CLASSES: Record<SeoTone, string> = { good: "bg-emerald-400", fair: "bg-amber-400", poor: "bg-red-400" };

/** The score as a coloured pill (80 and up green, 60 and up yellow, else red), e.g. in the dialog header. */
export function SeoScoreBadge({ result }: { result: BlogSeoScore }) {
  const t = useTranslations("adminContent.blog.seo");
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs font-medium tabular-nums", TONE_CLASSES[result.tone])}
    >
      {t("title")} {t("score", { score: result.score })}
    </span>
  );
}

/** The four 25-point checks, live (title 30–60, meta description 120–160, any keywords, an excerpt of 120 or more), with the current lengths. */
export function SeoScoreCard({ result, input }: { result: BlogSeoScore; input: BlogSeoInput }) {
  const t = useTranslations("adminContent.blog.seo");
  const counts = {
    title: input.title.trim().length,
    metaDescription: input.metaDescription.trim().length,
    keywords: 0,
    excerpt: input.excerpt.trim().length,
  };
  return (
    <section aria-labelledby="seo-score-title" className="rounded-lg border border-border bg-muted/40 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="seo-score-title" className="text-sm font-medium">
          {t("title")}
        </h3>
        <span className={cn("rounded-md border px-2 py-0.5 text-sm font-semibold tabular-nums", TONE_CLASSES[result.tone])}>
          {t("score", { score: result.score })} · {t(`tone.${result.tone}`)}
        </span>
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-background" aria-hidden="true">
        <div className={cn("h-full rounded-full transition-all", BAR_CLASSES[result.tone])} style={{ width: `${result.score}%` }} />
      </div>
      <ul className="mt-4 grid gap-2 text-sm">
        {result.checks.map((check) => (
          <li key={check.key} className="flex items-start gap-2">
            {check.passed ? (
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-emerald-400 light:text-emerald-700" aria-hidden="true" />
            ) : (
              <CircleIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={check.passed ? undefined : "text-muted-foreground"}>
              {t(`checks.${check.key}`, { count: counts[check.key] })}
              <span className="sr-only"> ({check.passed ? t("met") : t("notMet")})</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
