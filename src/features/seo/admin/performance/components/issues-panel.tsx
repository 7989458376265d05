"use client";

import { CircleCheckIcon, PencilIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DEFAULT_META_TAG_LIST_PARAMS, metaTagListHref } from "../../meta-tags/list-params";

/**
 * The page editor (/admin/seo/pages, src/features/seo/admin/pages) with the page found: its title and
 * description, written where the page keeps them. Written out: features/seo/admin/pages imports features/seo.
 */
const pageEditorHref = (path: string) => `/admin/seo/pages?q=${encodeURIComponent(path)}`;
import { SeoScoreBadge } from "../../components/seo-score-badge";
import type { ScoreSummary } from "../queries";

// Enough to work through; the rest follow once these are fixed.
const SHOWN = 50;

/**
 * Issues: the public pages scoring below 70 (lowest first) with what each
 * misses, as sentences, and a link to its meta tags; and how many are
 * optimised (80 or more). From the one scored list (seo-pages/inventory).
 */
export function IssuesPanel({ scores }: { scores: ScoreSummary }) {
  const t = useTranslations("adminSeo.performance.issues");
  const shown = scores.issues.slice(0, SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 text-sm">
          <p>{scores.scored ? t("summary", { issues: scores.issues.length, total: scores.scored }) : t("noPages")}</p>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <CircleCheckIcon aria-hidden="true" className="size-4 text-emerald-400 light:text-emerald-700" />
            {t("optimised", { count: scores.optimised })}
          </p>
        </div>
        {scores.scored > 0 && scores.issues.length === 0 ? <p className="text-sm text-muted-foreground">{t("none")}</p> : null}
        {shown.length ? (
          <ul aria-label={t("title")} className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {shown.map((page) => (
              <li key={page.path} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex min-w-0 flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="break-all font-mono text-sm">{page.path}</code>
                    <SeoScoreBadge score={page.score} />
                  </div>
                  <ul className="list-disc pl-5 text-sm text-muted-foreground">
                    {page.missed.map((check) => (
                      <li key={check}>{t(`checks.${check}`)}</li>
                    ))}
                  </ul>
                </div>
                <div className="flex flex-wrap gap-2 self-start">
                  <Button asChild variant="outline" size="sm">
                    <Link href={pageEditorHref(page.path)} aria-label={t("editPageLabel", { path: page.path })}>
                      <PencilIcon aria-hidden="true" />
                      {t("editPage")}
                    </Link>
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <Link href={metaTagListHref({ ...DEFAULT_META_TAG_LIST_PARAMS, q: page.path })} aria-label={t("editLabel", { path: page.path })}>
                      {t("edit")}
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {scores.issues.length > SHOWN ? <p className="text-sm text-muted-foreground">{t("more", { shown: SHOWN, total: scores.issues.length })}</p> : null}
      </CardContent>
    </Card>
  );
}
