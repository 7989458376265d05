"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { seoTone } from "../page-score";
const LEVEL_STYLES = {
  good: "border-emerald-500/40 bg-emerald-500/15 text-emerald-300 light:text-emerald-800",
  fair: "border-amber-500/40 bg-amber-500/15 text-amber-200 light:text-amber-800",
  poor: "border-red-500/40 bg-red-500/15 text-red-300 light:text-red-800",
} as const;

/** "85/100", green from 80, yellow from 60, red below, with the level spelled out for screen readers. */
export function SeoScoreBadge({ score, className }: { score: number; className?: string }) {
  const t = useTranslations("adminModels.seo");
  const level = seoTone(score);
  return (
    <span
      className={cn(
        "inline-flex min-w-16 items-center justify-center rounded-md border px-2 py-0.5 font-sans text-xs font-medium tabular-nums",
        LEVEL_STYLES[level],
        className,
      )}
      title={t(`level.${level}`)}
    >
      {score}/100<span className="sr-only">, {t(`level.${level}`)}</span>
    </span>
  );
}
