"use client";

import { RefreshCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { formatDateTime } from "@/lib/format-date";
import { generateSitemap } from "../actions";
import { ExternalLink } from "@/features/seo/admin/technical/components/external-link";
import { TabPanel } from "@/features/seo/admin/technical/components/technical-seo-screen";
import { WEBMASTER_TOOLS } from "@/features/seo/admin/technical/rules";

import type { SitemapReport } from "../report";

type Generated = SitemapReport;

export interface SitemapTabProps {
  /** The main sitemap's absolute address. */
  mainUrl: string;
  /** The Sitemap: lines of robots.txt as served when the page loaded. */
  robotsSitemaps: string[];
}

/**
 * The Sitemap tab (decision 029). Generate
 * builds the sitemap on the server exactly as /sitemap.xml serves it and
 * shows what was built: the real URL count, whether it is split and its
 * parts, and the XML. Nothing is claimed before the answer arrives. Below:
 * the sitemap addresses configured (the main file, its parts, the lines of
 * robots.txt) and the webmaster tools to submit them to.
 */
export function SitemapTab({ mainUrl, robotsSitemaps }: SitemapTabProps) {
  const t = useTranslations("adminSeo.technical.sitemap");
  const callAdmin = useAdminAction();
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const robotsLines = generated?.robotsSitemaps ?? robotsSitemaps;

  async function generate() {
    setGenerating(true);
    const result = await callAdmin(generateSitemap, {});
    setGenerating(false);
    // Nothing is claimed without a built sitemap to show.
    if (!result.ok || !result.data.report) {
      toast.error(result.ok ? t("generateFailed") : result.error);
      return;
    }
    setGenerated(result.data.report);
    toast.success(t("generated", { count: result.data.report.count }));
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <TabPanel id="technical-sitemap" heading={t("heading")} intro={t("intro")}>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void generate()} disabled={generating}>
            <RefreshCwIcon aria-hidden="true" className={generating ? "animate-spin" : undefined} />
            {generating ? t("generating") : t("generate")}
          </Button>
          <ExternalLink href="/sitemap.xml" newTabLabel={t("newTab")}>
            {t("open")}
          </ExternalLink>
        </div>

        <div aria-live="polite" className="flex min-w-0 flex-col gap-4">
          {generated ? (
            <>
              <p role="status" className="text-sm">
                {t("generated", { count: generated.count })}
                <span className="text-muted-foreground"> · {t("generatedAt", { date: formatDateTime(generated.generatedAt) })}</span>
              </p>
              <dl className="grid gap-3 sm:grid-cols-2">
                <div className="rounded-md border border-border p-3">
                  <dt className="text-xs text-muted-foreground">{t("countLabel")}</dt>
                  <dd className="font-display text-2xl tabular-nums" data-testid="sitemap-count">
                    {generated.count}
                  </dd>
                </div>
                <div className="rounded-md border border-border p-3">
                  <dt className="text-xs text-muted-foreground">{t("fileLabel")}</dt>
                  <dd className="text-sm">{generated.parts.length ? t("split", { parts: generated.parts.length }) : t("single")}</dd>
                </div>
              </dl>
              {generated.truncated ? (
                <p className="text-sm text-amber-200 light:text-amber-800">
                  {t("truncated", { shown: generated.xml.length, total: generated.xmlLength })}
                </p>
              ) : null}
              <pre
                aria-label={t("xmlLabel")}
                tabIndex={0}
                className="max-h-96 min-w-0 overflow-auto whitespace-pre rounded-md border border-border bg-background p-4 font-mono text-xs leading-relaxed text-foreground"
              >
                {generated.xml}
              </pre>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t("notGenerated")}</p>
          )}
        </div>
      </TabPanel>

      <TabPanel id="technical-sitemap-urls" heading={t("configured")}>
        <ul className="flex min-w-0 flex-col gap-2 text-sm">
          <li className="flex min-w-0 flex-col gap-0.5">
            <span className="text-xs text-muted-foreground">{t("main")}</span>
            <code className="break-all font-mono">{generated?.mainUrl ?? mainUrl}</code>
          </li>
          {generated?.parts.map((part, index) => (
            <li key={part} className="flex min-w-0 flex-col gap-0.5">
              <span className="text-xs text-muted-foreground">{t("part", { part: index + 1 })}</span>
              <code className="break-all font-mono">{part}</code>
            </li>
          ))}
        </ul>
        {generated ? null : <p className="text-xs text-muted-foreground">{t("partsNote")}</p>}
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-medium">{t("robotsLines")}</h3>
          {robotsLines.length ? (
            <ul className="flex min-w-0 flex-col gap-1 text-sm">
              {robotsLines.map((url) => (
                <li key={url}>
                  <code className="break-all font-mono">{url}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("robotsNone")}</p>
          )}
        </div>
      </TabPanel>

      <TabPanel id="technical-sitemap-tools" heading={t("tools")} intro={t("toolsIntro")}>
        <ul className="flex flex-col gap-2">
          {WEBMASTER_TOOLS.map((tool) => (
            <li key={tool.key}>
              <ExternalLink href={tool.href} newTabLabel={t("newTab")}>
                {t(tool.key)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </TabPanel>
    </div>
  );
}
