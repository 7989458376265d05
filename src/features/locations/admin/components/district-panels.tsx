"use client";

import { MapPinIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatCoordinates, openStreetMapUrl } from "@/features/locations/geo";
import { isSeoIssue } from "../seo-score";
import type { DistrictItem } from "../types";
import { DistrictDialog } from "./district-dialog";
import { SeoScoreBadge } from "@/features/seo/admin/components/seo-score-badge";
import { EditButton, ItemList } from "@/features/admin/components/item-list";
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

      <ItemList
        items={districts}
        itemKey={(district) => district.id}
        label={tabs("geo")}
        columns={[
          { header: t("columns.district"), cell: (district) => <DistrictName district={district} /> },
          { header: t("columns.coordinates"), cell: (district) => <MapLink district={district} /> },
          { header: t("columns.postcodes"), cell: (district) => <Postcodes codes={district.postcodes} /> },
          {
            header: t("columns.landmarks"),
            className: "hidden text-right xl:table-cell",
            cellClassName: "tabular-nums",
            cell: (district) => district.nearbyLandmarks.length,
          },
          { header: t("columns.models"), className: "text-right", cellClassName: "tabular-nums", cell: (district) => <ModelCount count={district.modelCount} /> },
          { header: t("columns.actions"), srOnlyHeader: true, className: "text-right", cell: (district) => <EditDistrict district={district} onEdit={setEditing} /> },
        ]}
        cardClassName="flex-col gap-2.5 p-4"
        card={(district) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <DistrictName district={district} />
              <ModelCount count={district.modelCount} withLabel />
            </div>
            <MapLink district={district} />
            <Postcodes codes={district.postcodes} />
            <EditDistrict district={district} onEdit={setEditing} className="self-start" />
          </>
        )}
      />

      <DistrictDialog key={editing?.id ?? "closed"} district={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/**
 * Local SEO: the score of each district page as it is published (the
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

      <ItemList
        items={sorted}
        itemKey={(district) => district.id}
        label={t("title")}
        columns={[
          { header: t("columns.district"), cell: (district) => <DistrictName district={district} /> },
          {
            header: t("columns.title"),
            cellClassName: "max-w-md",
            cell: (district) => (
              <>
                <span className="line-clamp-1">{district.effectiveTitle}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t("characters", { count: district.effectiveTitle.length })}
                  {district.hasSeoOverride ? ` · ${t("override")}` : ""}
                </span>
              </>
            ),
          },
          {
            header: t("columns.description"),
            className: "hidden text-right lg:table-cell",
            cellClassName: "tabular-nums",
            cell: (district) => district.effectiveDescription.length,
          },
          { header: t("columns.keywords"), className: "hidden text-right lg:table-cell", cellClassName: "tabular-nums", cell: (district) => district.keywords.length },
          { header: t("columns.score"), cell: (district) => <SeoScoreBadge score={district.seoScore} /> },
          { header: t("columns.actions"), srOnlyHeader: true, className: "text-right", cell: (district) => <EditDistrict district={district} onEdit={setEditing} /> },
        ]}
        card={(district) => (
          <>
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
            <EditDistrict district={district} onEdit={setEditing} className="self-start" />
          </>
        )}
      />

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

function EditDistrict({ district, onEdit, className }: { district: DistrictItem; onEdit: (d: DistrictItem) => void; className?: string }) {
  const t = useTranslations("adminModels.districts");
  return <EditButton label={t("editNamed", { name: district.name })} onClick={() => onEdit(district)} className={className} />;
}
