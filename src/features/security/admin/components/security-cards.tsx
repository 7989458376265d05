import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { Badge } from "@/components/ui/badge";
import { InfoCard, SettingsCard, SettingsRows } from "@/features/admin/components/settings-card";
import type { AppLocale } from "@/i18n/config";
import { countByLevel, relationshipLevel, type CheckLevel } from "../../checks";
import { RELATIONSHIP_ISSUES } from "../../relationships";
import type { SecurityStatus } from "../queries";
import { CleanupButton } from "./cleanup-button";

/**
 * The Security Status screen's four groups as cards, stacked on a phone
 * (390 px: one column, long values wrap, nothing scrolls sideways).
 */

const BADGE: Record<CheckLevel, "destructive" | "warning" | "success" | "secondary"> = {
  critical: "destructive",
  warning: "warning",
  ok: "success",
  info: "secondary",
};

const ICON: Record<CheckLevel, React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  critical: CircleAlertIcon,
  warning: TriangleAlertIcon,
  ok: CircleCheckIcon,
  info: InfoIcon,
};

async function levelsTranslator(locale: AppLocale) {
  return getTranslations({ locale, namespace: "adminSecurity.levels" });
}

function LevelBadge({ level, label }: { level: CheckLevel; label: string }) {
  const Icon = ICON[level];
  return (
    <Badge variant={BADGE[level]} data-level={level}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}

export async function KnownIssuesCard({ status, locale }: { status: SecurityStatus; locale: AppLocale }) {
  const [t, level, checks] = await Promise.all([
    getTranslations({ locale, namespace: "adminSecurity.summary" }),
    levelsTranslator(locale),
    getTranslations({ locale, namespace: "adminSecurity.checks" }),
  ]);
  const counts = countByLevel(status.checks);
  return (
    <SettingsCard title={t("title")} description={t("description")} header={<p className="text-sm font-medium text-foreground">{t("counts", counts)}</p>}>
      <SettingsRows aria-label={t("title")}>
        {status.checks.map((check) => {
          const key = `${check.id}.${check.state}`;
          return (
            <li key={check.id} className="flex flex-col gap-2 px-4 py-3" data-check={check.id}>
              <div className="flex flex-wrap items-start gap-2">
                <LevelBadge level={check.level} label={level(check.level)} />
                <h3 className="min-w-0 flex-1 text-sm font-medium break-words text-foreground">{checks(`${key}.title`, check.values)}</h3>
              </div>
              <p className="text-sm break-words text-muted-foreground">
                <span className="font-medium text-foreground">{t("todo")}: </span>
                {checks(`${key}.todo`, check.values)}
              </p>
            </li>
          );
        })}
      </SettingsRows>
    </SettingsCard>
  );
}

export async function RelationshipsCard({ status, locale }: { status: SecurityStatus; locale: AppLocale }) {
  const [t, level] = await Promise.all([getTranslations({ locale, namespace: "adminSecurity.relationships" }), levelsTranslator(locale)]);
  return (
    <SettingsCard title={t("title")} description={t("description")} contentClassName="flex flex-col gap-4">
      <SettingsRows aria-label={t("title")}>
        {RELATIONSHIP_ISSUES.map((issue) => {
          const count = status.relationships[issue];
          const issueLevel = relationshipLevel(count);
          return (
            <li key={issue} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3" data-issue={issue}>
              <LevelBadge level={issueLevel} label={level(issueLevel)} />
              <span className="min-w-0 flex-1 text-sm break-words">
                <code className="mr-2 font-mono text-xs text-muted-foreground">{t(`issues.${issue}.table`)}</code>
                {t(`issues.${issue}.description`)}
              </span>
              <span className="text-sm font-semibold tabular-nums" aria-label={`${t("count")}: ${count}`}>
                {count}
              </span>
            </li>
          );
        })}
      </SettingsRows>
      <CleanupButton kind="orphans" />
    </SettingsCard>
  );
}

export async function DataSecurityCard({ status, locale }: { status: SecurityStatus; locale: AppLocale }) {
  const [t, level] = await Promise.all([getTranslations({ locale, namespace: "adminSecurity.dataSecurity" }), levelsTranslator(locale)]);
  const rows: { id: keyof SecurityStatus["dataSecurity"]; kind: "pii" | "twoFactor" }[] = [
    { id: "plaintextApplications", kind: "pii" },
    { id: "plaintextTwoFactor", kind: "twoFactor" },
    { id: "abandonedEnrolments", kind: "twoFactor" },
  ];
  return (
    <SettingsCard title={t("title")} description={t("description")} contentClassName="flex flex-col gap-4">
      <SettingsRows aria-label={t("title")}>
        {rows.map(({ id }) => {
          const count = status.dataSecurity[id];
          const rowLevel = relationshipLevel(count);
          return (
            <li key={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3" data-count={id}>
              <LevelBadge level={rowLevel} label={level(rowLevel)} />
              <span className="min-w-0 flex-1 text-sm break-words">{t(id, { count })}</span>
            </li>
          );
        })}
      </SettingsRows>
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start">
        <CleanupButton kind="pii" />
        <CleanupButton kind="twoFactor" />
      </div>
    </SettingsCard>
  );
}

export async function ConfigurationCard({ status, locale }: { status: SecurityStatus; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "adminSecurity.configuration" });
  const config = status.configuration;
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: t("driver"), value: config.driver === "pglite" ? t("pglite") : t("postgres") },
    { label: t("version"), value: config.databaseVersion },
    { label: t("migrations"), value: t("migrationsValue", config.migrations) },
    { label: t("siteUrl"), value: config.siteUrl ?? t("notSet") },
    { label: t("mail"), value: config.mailConfigured ? t("yes") : t("no") },
    { label: t("twoFactor"), value: config.twoFactorRequired ? t("on") : t("off") },
    { label: t("retention"), value: t("retentionValue", { days: config.auditRetentionDays }) },
  ];
  return <InfoCard title={t("title")} description={t("description")} rows={rows} />;
}
