"use client";

import { CircleAlertIcon, CircleCheckIcon, CircleMinusIcon, ImageIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SeoScoreBadge } from "../../components/seo-score-badge";
import type { SeoPartResult } from "../../page-score";
import { scoreTypedTags, type PageHeadBase } from "../head-score";
import { buildPreviews, PREVIEW_LIMITS, type MetaTagText, type PreviewKind } from "../../../meta-tags/rules";

/** What the dialog holds while it is being typed (fields may still be undefined before the form has them). */
type Values = Partial<{ [K in keyof MetaTagText]: K extends "keywords" ? string[] : string } & { metaRobots: string }>;

function textOf(values: Values): MetaTagText {
  return {
    pagePath: values.pagePath ?? "",
    pageTitle: values.pageTitle ?? "",
    metaTitle: values.metaTitle ?? "",
    metaDescription: values.metaDescription ?? "",
    keywords: values.keywords ?? [],
    ogTitle: values.ogTitle ?? "",
    ogDescription: values.ogDescription ?? "",
    ogImage: values.ogImage ?? "",
    twitterTitle: values.twitterTitle ?? "",
    twitterDescription: values.twitterDescription ?? "",
    twitterImage: values.twitterImage ?? "",
  };
}

/** The address as a search result shows it: the site's host and the path. */
function displayUrl(siteUrl: string, path: string): string {
  try {
    const url = new URL(path || "/", siteUrl || "https://example.invalid");
    return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
  } catch {
    return path;
  }
}

/**
 * The Preview tab: Google, Facebook and Twitter as
 * each would show the page, cut at 60/160, 95/300 and 70/125 characters with
 * an ellipsis (rules.ts buildPreviews).
 */
export function MetaTagPreviews({ values, siteUrl }: { values: Values; siteUrl: string }) {
  const t = useTranslations("adminSeo.metaTags.preview");
  const text = textOf(values);
  const previews = buildPreviews(text);
  const url = displayUrl(siteUrl, text.pagePath);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <PreviewCard kind="google">
        <p className="truncate text-xs text-muted-foreground">{url}</p>
        <PreviewTitle text={previews.google.title} className="text-lg text-sky-300 light:text-sky-800" />
        <PreviewDescription text={previews.google.description} />
      </PreviewCard>
      <PreviewCard kind="facebook">
        <PreviewImage src={previews.facebook.image} />
        <p className="truncate text-xs uppercase text-muted-foreground">{url.split("/")[0]}</p>
        <PreviewTitle text={previews.facebook.title} className="font-semibold" />
        <PreviewDescription text={previews.facebook.description} />
      </PreviewCard>
      <PreviewCard kind="twitter">
        <PreviewImage src={previews.twitter.image} />
        <PreviewTitle text={previews.twitter.title} className="font-semibold" />
        <PreviewDescription text={previews.twitter.description} />
        <p className="truncate text-xs text-muted-foreground">{url.split("/")[0]}</p>
      </PreviewCard>
    </div>
  );
}

function PreviewTitle({ text, className }: { text: string; className?: string }) {
  const t = useTranslations("adminSeo.metaTags.preview");
  return <p className={cn("break-words", text ? undefined : "italic text-muted-foreground", className)}>{text || t("noTitle")}</p>;
}

function PreviewDescription({ text }: { text: string }) {
  const t = useTranslations("adminSeo.metaTags.preview");
  return <p className={cn("break-words text-sm", text ? "text-muted-foreground" : "italic text-muted-foreground/70")}>{text || t("noDescription")}</p>;
}

function PreviewImage({ src }: { src: string | null }) {
  const t = useTranslations("adminSeo.metaTags.preview");
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- admin-entered URLs, never through the optimiser
    <img src={src} alt="" className="aspect-[1.91/1] w-full rounded-md border border-border object-cover" loading="lazy" decoding="async" />
  ) : (
    <div className="flex aspect-[1.91/1] w-full flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border bg-muted text-xs text-muted-foreground">
      <ImageIcon aria-hidden="true" className="size-5" />
      {t("noImage")}
    </div>
  );
}

function PreviewCard({ kind, children }: { kind: PreviewKind; children: ReactNode }) {
  const t = useTranslations("adminSeo.metaTags.preview");
  const headingId = `meta-tag-preview-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-border bg-card p-4">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="text-sm font-medium">
          {t(kind)}
        </h3>
        <span className="text-xs text-muted-foreground">{t("limits", PREVIEW_LIMITS[kind])}</span>
      </div>
      {children}
    </section>
  );
}

/** Full points, some, none. */
function resultOf(part: SeoPartResult): "full" | "some" | "none" {
  if (part.earned >= part.max) return "full";
  return part.earned > 0 ? "some" : "none";
}

const RESULT_ICONS = { full: CircleCheckIcon, some: CircleMinusIcon, none: CircleAlertIcon } as const;
const RESULT_TONES = { full: "text-emerald-400", some: "text-amber-300 light:text-amber-700", none: "text-red-300 light:text-destructive" } as const;

/**
 * The SEO score tab: the page score every SEO screen shows (the list, the
 * page editor, SEO Performance, the dashboard), over the head the page will
 * have once these tags are saved, part by part. `base` is the page's own
 * head input and the site's context, read for the path as typed; null while
 * it loads or before a path is given.
 */
export function MetaTagScore({ values, base, state }: { values: Values; base: PageHeadBase | null; state: "noPath" | "loading" | "ready" }) {
  const t = useTranslations("adminSeo.metaTags.score");
  if (state !== "ready" || !base) return <p className="text-sm text-muted-foreground">{t(state === "noPath" ? "noPath" : "loading")}</p>;
  const text = textOf(values);
  const result = scoreTypedTags(base, { ...text, metaRobots: values.metaRobots ?? "index, follow" });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4">
        <span className="font-display text-lg">{t("total")}</span>
        <SeoScoreBadge score={result.score} className="text-sm" />
      </div>
      <p className="text-sm text-muted-foreground">{t(base.input ? "intro" : "introNoPage")}</p>
      <p className="break-words text-sm">{t("headTitle", { title: result.head.metaTitle })}</p>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label={t("total")}>
        {result.parts.map((part) => {
          const outcome = resultOf(part);
          const Icon = RESULT_ICONS[outcome];
          return (
            <li key={part.part} className="flex min-w-0 items-start gap-3 p-3">
              <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", RESULT_TONES[outcome])} />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="text-sm font-medium">{t(`checks.${part.part}`)}</span>
                <span className="text-xs text-muted-foreground">
                  {part.part === "title" || part.part === "description" || part.part === "keywords"
                    ? t(`measured.${part.part}`, { count: part.measured })
                    : part.part === "path"
                      ? t(part.measured ? "measured.pathGood" : "measured.pathQuery")
                      : t(part.measured ? "measured.present" : "measured.missing")}
                </span>
                {part.part === "title" && result.brandRepeated ? (
                  <span className="text-xs text-amber-300 light:text-amber-700">{t("brandRepeated", { brand: base.context.brandName })}</span>
                ) : null}
              </div>
              <span className="shrink-0 text-sm tabular-nums">{t("points", { earned: part.earned, max: part.max })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
