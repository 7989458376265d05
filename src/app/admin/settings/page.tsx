import {
  ArrowRightIcon,
  CircleAlertIcon,
  DatabaseIcon,
  FolderTreeIcon,
  ImageIcon,
  PaletteIcon,
  ScaleIcon,
  ShieldIcon,
} from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { FeatureFlagsCard } from "@/features/settings/admin/components/feature-flags-card";
import { InfoCard } from "@/features/admin/components/settings-card";
import { SettingsTabs } from "@/features/settings/admin/components/settings-tabs";
import { getAllRetentionDays, getTwoFactorOverview } from "@/features/settings/admin/queries";
import type { FeatureFlags } from "@/features/settings/feature-flags";
import { getFeatureFlags } from "@/features/settings/queries";
import { RETENTION_NAMES, RETENTION_PERIODS, type RetentionName } from "@/features/retention/registry";
import { BackupsCard } from "@/features/backups/admin/components/backups-card";
import { getBackupOverview } from "@/features/backups/admin/queries";
import { TwoFactorRequirementCard } from "@/features/settings/admin/components/two-factor-requirement-card";
import { RetentionCard } from "@/features/settings/admin/components/retention-card";
import {
  getCachingInfo,
  getDatabaseInfo,
  getEncryptionInfo,
  getImagesInfo,
  getSecurityInfo,
  type CachingInfo,
  type DatabaseInfo,
} from "@/features/settings/admin/system-info";
import { DEFAULT_THEME, THEME_VARIABLES } from "@/features/theme/defaults";
import { getAppliedTheme } from "@/features/theme/queries";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.settings" });
  return { title: t("title") };
}

type T = Awaited<ReturnType<typeof getTranslations<"adminShell.settings">>>;

/** "1 hour" / "10 minutes" / "60 seconds" from a window in seconds, in the admin's language. */
function duration(t: T, seconds: number): string {
  if (seconds % 3600 === 0) return t("security.hours", { count: seconds / 3600 });
  if (seconds % 60 === 0) return t("security.minutes", { count: seconds / 60 });
  return t("security.seconds", { count: seconds });
}

function LinkCard({ title, text, href, action, icon, extra }: { title: string; text: string; href: string; action: string; icon: React.ReactNode; extra?: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full border border-gold/30 bg-gold/10 text-gold">{icon}</span>
          <CardTitle className="text-xl">{title}</CardTitle>
        </div>
        <CardDescription className="mt-2">{text}</CardDescription>
      </CardHeader>
      {extra ? <CardContent>{extra}</CardContent> : null}
      <CardFooter>
        <Button asChild>
          <Link href={href}>
            {action}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function HeaderValue({ text, header }: { text: string; header: string }) {
  return (
    <span className="flex flex-col gap-1">
      {text}
      <code className="font-mono text-xs text-muted-foreground">Cache-Control: {header}</code>
    </span>
  );
}

function DatabasePanel({ t, info }: { t: T; info: DatabaseInfo | null }) {
  if (!info) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlertIcon className="mt-0.5 text-destructive" aria-hidden="true" />
        <AlertTitle>{t("database.failed")}</AlertTitle>
      </Alert>
    );
  }
  return (
    <InfoCard
      title={t("database.title")}
      description={t("database.description")}
      rows={[
        { label: t("database.driver"), value: info.driver === "pglite" ? t("database.pglite") : t("database.postgres") },
        { label: t("database.migrations"), value: <span className="tabular-nums">{info.migrations.count}</span> },
        { label: t("database.newest"), value: info.migrations.newest ? <code className="font-mono text-xs">{info.migrations.newest}</code> : t("database.none") },
      ]}
    >
      <h3 className="mt-6 mb-2 text-sm font-medium text-foreground">{t("database.tables")}</h3>
      <div className="max-h-[28rem] overflow-y-auto rounded-md border border-border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("database.table")}</TableHead>
              <TableHead className="text-right">{t("database.rows")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {info.tables.map((table) => (
              <TableRow key={table.name}>
                <TableCell className="font-mono text-xs">{table.name}</TableCell>
                <TableCell className="text-right tabular-nums">{t("database.rowCount", { count: table.rows })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </InfoCard>
  );
}

/** The caches' lifetimes and sizes as the code enforces them; the dashboard's cache card shows what they hold. */
function CachingCard({ t, info }: { t: T; info: CachingInfo }) {
  const megabytes = Math.round(info.pageCacheMaxBytes / (1024 * 1024));
  return (
    <InfoCard
      title={t("caching.title")}
      description={t("caching.description")}
      rows={[
        {
          label: t("caching.pageCache"),
          value: info.pageCacheOn
            ? t("caching.pageCacheValue", { seconds: info.pageCacheSeconds, entries: info.pageCacheMaxEntries, megabytes })
            : t("caching.pageCacheOff"),
        },
        { label: t("caching.dataCache"), value: t("caching.dataCacheValue", { min: info.dataCacheMinSeconds, max: info.dataCacheMaxSeconds / 60 }) },
        { label: t("caching.clearing"), value: t("caching.clearingValue") },
      ]}
    />
  );
}

/** How public pages show an outside image under the saved flags (the table in src/features/images/public-address.ts). */
function outsideImagesShown(flags: FeatureFlags): "proxy" | "placeholder" | "asStored" {
  if (flags.enableImageProxy) return "proxy";
  return flags.preferLocalImages ? "placeholder" : "asStored";
}

/** The retention periods' cards of one tab (the registry says which tab each belongs on). */
function retentionCards(days: Record<RetentionName, number>, tab: "security" | "database") {
  return RETENTION_NAMES.filter((name) => ((RETENTION_PERIODS[name] as { tab?: string }).tab ?? "security") === tab).map((name) => (
    <RetentionCard key={name} period={name} initialDays={days[name]} limits={RETENTION_PERIODS[name].limits} messages={RETENTION_PERIODS[name].messages} />
  ));
}

/** The six-tab System Settings, showing what the system really uses. */
export default async function SystemSettingsPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const viewer = await requireAdminPage("/admin/settings");
  await connection();
  const locale = await getAdminLocale();
  const [t, nav, params, database, security, flags, theme, retentionDays, twoFactor, backups] = await Promise.all([
    getTranslations({ locale, namespace: "adminShell.settings" }),
    getTranslations({ locale, namespace: "adminShell.nav.items" }),
    searchParams,
    loadForScreen("database information", getDatabaseInfo),
    loadForScreen("security information", getSecurityInfo),
    loadForScreen("feature flags", getFeatureFlags),
    loadForScreen("theme", getAppliedTheme),
    loadForScreen("retention periods", getAllRetentionDays),
    loadForScreen("two-factor requirement", () => getTwoFactorOverview(viewer.userId)),
    loadForScreen("backups", getBackupOverview),
  ]);
  const images = await getImagesInfo();
  const caching = getCachingInfo();
  const encryption = getEncryptionInfo();
  const changedColours = theme
    ? THEME_VARIABLES.reduce((n, v) => n + (theme.dark[v.name] !== DEFAULT_THEME.dark[v.name] ? 1 : 0) + (theme.light[v.name] !== DEFAULT_THEME.light[v.name] ? 1 : 0), 0)
    : null;
  const initialTab = typeof params.tab === "string" ? params.tab : "theme";
  const limits = security?.signInLimits;

  const tabs = [
    {
      value: "theme",
      label: t("tabs.theme"),
      icon: <PaletteIcon aria-hidden="true" />,
      content: (
        <LinkCard
          title={t("themeCard.title")}
          text={t("themeCard.text")}
          href="/admin/settings/theme"
          action={t("themeCard.open")}
          icon={<PaletteIcon className="size-5" aria-hidden="true" />}
          extra={
            theme ? (
              <div className="flex flex-col gap-3">
                <div aria-hidden="true" className="flex h-8 overflow-hidden rounded-md border border-border">
                  {["--background", "--card", "--secondary", "--accent", "--primary", "--gold", "--champagne", "--foreground"].map((name) => (
                    <span key={name} className="flex-1" style={{ backgroundColor: `hsl(${theme.dark[name]})` }} />
                  ))}
                </div>
                {changedColours !== null ? <p className="text-sm text-muted-foreground">{t("themeCard.changed", { count: changedColours })}</p> : null}
              </div>
            ) : undefined
          }
        />
      ),
    },
    {
      value: "categories",
      label: t("tabs.categories"),
      icon: <FolderTreeIcon aria-hidden="true" />,
      content: (
        <LinkCard
          title={t("categoriesCard.title")}
          text={t("categoriesCard.text")}
          href="/admin/settings/categories"
          action={t("categoriesCard.open")}
          icon={<FolderTreeIcon className="size-5" aria-hidden="true" />}
        />
      ),
    },
    {
      value: "legal",
      label: t("tabs.legal"),
      icon: <ScaleIcon aria-hidden="true" />,
      content: (
        <LinkCard
          title={t("legalCard.title")}
          text={t("legalCard.text")}
          href="/admin/settings/legal"
          action={t("legalCard.open")}
          icon={<ScaleIcon className="size-5" aria-hidden="true" />}
        />
      ),
    },
    {
      value: "database",
      label: t("tabs.database"),
      icon: <DatabaseIcon aria-hidden="true" />,
      content: (
        <div className="grid gap-6">
          <DatabasePanel t={t} info={database} />
          {backups ? <BackupsCard locale={locale} overview={backups} /> : null}
          {retentionDays === null ? null : retentionCards(retentionDays, "database")}
          <CachingCard t={t} info={caching} />
        </div>
      ),
    },
    {
      value: "images",
      label: t("tabs.images"),
      icon: <ImageIcon aria-hidden="true" />,
      content: (
        <div className="grid gap-6 xl:grid-cols-2">
          {flags ? <FeatureFlagsCard initial={flags} /> : null}
          <InfoCard
            title={t("images.title")}
            description={t("images.description")}
            rows={[
              {
                label: t("images.uploadLimit"),
                value: t("images.uploadLimitValue", { mb: images.uploadLimitBytes / (1024 * 1024), bytes: images.uploadLimitBytes }),
              },
              { label: t("images.accepted"), value: t("images.acceptedValue") },
              { label: t("images.pixelLimit"), value: t("images.pixelLimitValue", { megapixels: images.maxInputPixels / 1_000_000 }) },
              { label: t("images.stored"), value: t("images.storedValue", { quality: images.webpQuality }) },
              {
                label: t("images.variants"),
                value: t("images.variantsValue", { width: images.originalMaxWidth, widths: images.variantWidths.map((w) => `w${w}`).join(", ") }),
              },
              { label: t("images.cachePublic"), value: <HeaderValue text={t("images.cachePublicValue")} header={images.cachePublic} /> },
              { label: t("images.cacheRestricted"), value: <HeaderValue text={t("images.cacheRestrictedValue")} header={images.cacheRestricted} /> },
              // What the saved image flags make of an outside address (decision 050).
              ...(flags ? [{ label: t("images.outside"), value: t(`images.outsideValue.${outsideImagesShown(flags)}`) }] : []),
              { label: t("mediaStore.label"), value: images.store === "s3" ? t("mediaStore.s3") : t("mediaStore.local") },
              {
                label: t("mediaStore.available"),
                value: images.bucket ? t("mediaStore.both", { bucket: images.bucket.name, endpoint: images.bucket.endpoint }) : t("mediaStore.localOnly"),
              },
            ]}
          />
        </div>
      ),
    },
    {
      value: "security",
      label: t("tabs.security"),
      icon: <ShieldIcon aria-hidden="true" />,
      content: (
        <div className="grid gap-6">
          {twoFactor === null ? null : <TwoFactorRequirementCard overview={twoFactor} />}
          {retentionDays === null ? null : retentionCards(retentionDays, "security")}
          {security && limits ? (
          <InfoCard
            title={t("security.title")}
            description={t("security.description")}
            rows={[
              { label: t("security.sessionLifetime"), value: t("security.days", { count: security.sessionExpiresInSeconds / 86400 }) },
              { label: t("security.sessionRefresh"), value: t("security.days", { count: security.sessionUpdateAgeSeconds / 86400 }) },
              { label: t("security.cookieCache"), value: security.cookieCacheEnabled ? t("security.cookieCacheOn") : t("security.cookieCacheOff") },
              { label: t("security.cookies"), value: t("security.cookiesValue") },
              { label: t("security.passwordSelf"), value: t("security.characters", { count: security.passwordMinSelf }) },
              { label: t("security.passwordMember"), value: t("security.characters", { count: security.passwordMinAdminCreated }) },
              { label: t("security.resetLink"), value: duration(t, security.resetLinkSeconds) },
              {
                label: t("security.applicantEncryption"),
                value: t("security.encryptionValue", { scheme: encryption.applicantData, key: t(`security.applicantKey.${encryption.applicantKey}`) }),
              },
              {
                label: t("security.twoFactorEncryption"),
                value: t("security.encryptionValue", { scheme: encryption.twoFactorSecrets, key: t(`security.twoFactorKey.${encryption.twoFactorKey}`) }),
              },
              {
                label: t("security.rateLimits"),
                value: (
                  <ul className="flex flex-col gap-1">
                    <li>{t("security.rateIpEmail", { limit: limits.ipEmail.limit, window: duration(t, limits.ipEmail.windowSeconds) })}</li>
                    <li>{t("security.rateIp", { limit: limits.ip.limit, window: duration(t, limits.ip.windowSeconds) })}</li>
                    <li>{t("security.rateAccount", { limit: limits.accountFailures.limit, window: duration(t, limits.accountFailures.windowSeconds) })}</li>
                  </ul>
                ),
              },
              {
                label: t("security.twoFactor"),
                value: (
                  <span className="flex flex-col items-start gap-1">
                    <Badge variant={security.twoFactorAvailable ? "default" : "warning"}>{t("security.twoFactorValue")}</Badge>
                    <span className="text-muted-foreground">{t("security.twoFactorText")}</span>
                  </span>
                ),
              },
            ]}
          />
        ) : (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon className="mt-0.5 text-destructive" aria-hidden="true" />
            <AlertTitle>{t("security.failed")}</AlertTitle>
          </Alert>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={nav("settingsOverview")} description={t("description")} />
      <SettingsTabs tabs={tabs} initial={initialTab} label={t("title")} />
    </>
  );
}
