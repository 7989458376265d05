"use client";

import { MapPinIcon, PencilIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCoordinates, openStreetMapUrl } from "@/features/locations/geo";
import { isSeoIssue } from "../seo-score";
import type { DistrictItem } from "../types";
import { DistrictDialog } from "./district-dialog";
import { SeoScoreBadge } from "@/features/seo/components/seo-score-badge";
import { PublicPageLink } from "@/features/admin/components/public-page-link";

/**
 * Geo-Targeting: where the 32 districts are (coordinates, postcodes,
 * landmarks) and how many listed models each has, from the database.
 */
export function GeoTargetingPanel({ districts }: { districts: DistrictItem[] }) {
  const t = useTranslations("adminModels.geo");
  const tabs = useTranslations("adminModels.locations.tabs");
  const [editing, setEditing] = useState<DistrictItem | null>(null);
  const postcodes = new Set(districts.flatMap((district) => district.postcodes));
  const placed = districts.reduce((sum, district) => sum + district.modelCount, 0);
  const empty = districts.filter((district) => district.modelCount === 0).length;

  return (
    <div className="flex flex-col gap-5">
      <StatGrid>
        <Stat label={t("stats.districts")} value={`${districts.filter((d) => d.isActive).length}/${districts.length}`} hint={t("stats.districtsHint")} />
        <Stat label={t("stats.postcodes")} value={postcodes.size} hint={t("stats.postcodesHint")} />
        <Stat label={t("stats.models")} value={placed} hint={t("stats.modelsHint")} />
        <Stat label={t("stats.empty")} value={empty} hint={t("stats.emptyHint")} tone={empty > 0 ? "warn" : undefined} />
      </StatGrid>

      <div className="hidden rounded-lg border border-border md:block">
        <Table aria-label={tabs("geo")}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("columns.district")}</TableHead>
              <TableHead>{t("columns.coordinates")}</TableHead>
              <TableHead>{t("columns.postcodes")}</TableHead>
              <TableHead className="hidden text-right xl:table-cell">{t("columns.landmarks")}</TableHead>
              <TableHead className="text-right">{t("columns.models")}</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">{t("columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {districts.map((district) => (
              <TableRow key={district.id}>
                <TableCell>
                  <DistrictName district={district} />
                </TableCell>
                <TableCell>
                  <MapLink district={district} />
                </TableCell>
                <TableCell>
                  <Postcodes codes={district.postcodes} />
                </TableCell>
                <TableCell className="hidden text-right tabular-nums xl:table-cell">{district.nearbyLandmarks.length}</TableCell>
                <TableCell className="text-right tabular-nums">
                  <ModelCount count={district.modelCount} />
                </TableCell>
                <TableCell className="text-right">
                  <EditButton district={district} onEdit={setEditing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {districts.map((district) => (
          <li key={district.id} className="flex flex-col gap-2.5 rounded-lg border border-border bg-card p-4">
            <div className="flex items-start justify-between gap-3">
              <DistrictName district={district} />
              <ModelCount count={district.modelCount} withLabel />
            </div>
            <MapLink district={district} />
            <Postcodes codes={district.postcodes} />
            <EditButton district={district} onEdit={setEditing} className="self-start" />
          </li>
        ))}
      </ul>

      <DistrictDialog key={editing?.id ?? "closed"} district={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/**
 * Local SEO: the score of each district page as it is published (spec §5
 * page score), what it publishes, and a way to fix it.
 */
export function LocalSeoPanel({ districts }: { districts: DistrictItem[] }) {
  const t = useTranslations("adminModels.localSeo");
  const [editing, setEditing] = useState<DistrictItem | null>(null);
  const average = districts.length ? Math.round(districts.reduce((sum, d) => sum + d.seoScore, 0) / districts.length) : 0;
  const optimised = districts.filter((district) => district.seoScore >= 80).length;
  const issues = districts.filter((district) => isSeoIssue(district.seoScore)).length;
  const sorted = [...districts].sort((a, b) => a.seoScore - b.seoScore || a.name.localeCompare(b.name));

  return (
    <div className="flex flex-col gap-5">
      <StatGrid>
        <Stat label={t("stats.average")} value={<SeoScoreBadge score={average} className="text-base" />} hint={t("stats.averageHint")} />
        <Stat label={t("stats.optimised")} value={optimised} hint={t("stats.optimisedHint")} />
        <Stat label={t("stats.issues")} value={issues} hint={t("stats.issuesHint")} tone={issues > 0 ? "warn" : undefined} />
        <Stat label={t("stats.pages")} value={districts.filter((d) => d.isActive).length} hint={t("stats.pagesHint")} />
      </StatGrid>

      <div className="hidden rounded-lg border border-border md:block">
        <Table aria-label={t("title")}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("columns.district")}</TableHead>
              <TableHead>{t("columns.title")}</TableHead>
              <TableHead className="hidden text-right lg:table-cell">{t("columns.description")}</TableHead>
              <TableHead className="hidden text-right lg:table-cell">{t("columns.keywords")}</TableHead>
              <TableHead>{t("columns.score")}</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">{t("columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sorted.map((district) => (
              <TableRow key={district.id}>
                <TableCell>
                  <DistrictName district={district} />
                </TableCell>
                <TableCell className="max-w-md">
                  <span className="line-clamp-1">{district.effectiveTitle}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {t("characters", { count: district.effectiveTitle.length })}
                    {district.hasSeoOverride ? ` · ${t("override")}` : ""}
                  </span>
                </TableCell>
                <TableCell className="hidden text-right tabular-nums lg:table-cell">{district.effectiveDescription.length}</TableCell>
                <TableCell className="hidden text-right tabular-nums lg:table-cell">{district.keywords.length}</TableCell>
                <TableCell>
                  <SeoScoreBadge score={district.seoScore} />
                </TableCell>
                <TableCell className="text-right">
                  <EditButton district={district} onEdit={setEditing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {sorted.map((district) => (
          <li key={district.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
            <div className="flex items-start justify-between gap-3">
              <DistrictName district={district} />
              <SeoScoreBadge score={district.seoScore} />
            </div>
            <p className="line-clamp-2 text-sm">{district.effectiveTitle}</p>
            <p className="text-xs text-muted-foreground">
              {t("summaryLine", {
                title: district.effectiveTitle.length,
                description: district.effectiveDescription.length,
                keywords: district.keywords.length,
              })}
            </p>
            <EditButton district={district} onEdit={setEditing} className="self-start" />
          </li>
        ))}
      </ul>

      <DistrictDialog key={editing?.id ?? "closed"} district={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</dl>;
}

function Stat({ label, value, hint, tone }: { label: string; value: ReactNode; hint: string; tone?: "warn" }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
      <dt className="text-xs font-medium tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className={`font-display text-2xl tabular-nums ${tone === "warn" ? "text-amber-300 light:text-amber-800" : "text-foreground"}`}>{value}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

function DistrictName({ district }: { district: DistrictItem }) {
  const t = useTranslations("adminModels.geo");
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="flex items-center gap-2 font-medium">
        {district.name}
        {district.isActive ? null : <Badge variant="outline">{t("hidden")}</Badge>}
      </span>
      <PublicPageLink path={district.path} />
    </div>
  );
}

function MapLink({ district }: { district: DistrictItem }) {
  const t = useTranslations("adminModels.geo");
  return (
    <a
      href={openStreetMapUrl(district)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit items-center gap-1.5 font-mono text-xs whitespace-nowrap text-foreground/90 underline-offset-4 hover:text-primary hover:underline"
      aria-label={t("mapLabel", { name: district.name, coordinates: formatCoordinates(district) })}
    >
      <MapPinIcon aria-hidden="true" className="size-3.5 text-primary" />
      {formatCoordinates(district)}
    </a>
  );
}

function Postcodes({ codes }: { codes: string[] }) {
  if (!codes.length) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <li key={code}>
          <Badge variant="outline" className="font-mono">
            {code}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function ModelCount({ count, withLabel = false }: { count: number; withLabel?: boolean }) {
  const t = useTranslations("adminModels.geo");
  return (
    <span className={count === 0 ? "text-amber-300 light:text-amber-800" : undefined}>
      {withLabel ? t("modelsCount", { count }) : count}
    </span>
  );
}

function EditButton({ district, onEdit, className }: { district: DistrictItem; onEdit: (d: DistrictItem) => void; className?: string }) {
  const t = useTranslations("adminModels.districts");
  return (
    <Button variant="outline" size="sm" onClick={() => onEdit(district)} aria-label={t("editNamed", { name: district.name })} className={className}>
      <PencilIcon aria-hidden="true" />
      <span aria-hidden="true">{t("edit")}</span>
    </Button>
  );
}
