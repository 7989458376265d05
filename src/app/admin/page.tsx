import { BookOpenIcon, CircleAlertIcon, InboxIcon, UsersIcon, UsersRoundIcon } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import { hasPermission } from "@/features/access/policy";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { QuickActionsCard } from "@/features/dashboard/components/quick-actions";
import { RecentActivityCard } from "@/features/dashboard/components/recent-activity";
import { SeoOverviewCard } from "@/features/dashboard/components/seo-overview";
import { StatCard } from "@/features/dashboard/components/stat-card";
import { getDashboardStats, getSeoOverview } from "@/features/dashboard/queries";
import { presentAuditEntries } from "@/features/audit/admin/present";
import { listRecentAuditEntries } from "@/features/audit/admin/queries";
import { contentKeyNamer } from "@/features/site-content/labels";
import type { AppLocale } from "@/i18n/config";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.dashboard" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The latest 20 audit entries as sentences in the admin's language (admin spec §9). */
async function loadRecentActivity(locale: AppLocale) {
  return presentAuditEntries(await listRecentAuditEntries(20), { locale, nameContentKey: await contentKeyNamer(locale) });
}

/** Admin spec screen 1, made real (decisions.md "Fakes and defects"). */
export default async function DashboardPage() {
  const viewer = await requireAdminPage("/admin");
  await connection();
  const canReadAudit = hasPermission(viewer, "admin.audit.view");
  const locale = await getAdminLocale();
  const [t, stats, seo, activity] = await Promise.all([
    getTranslations({ locale, namespace: "adminShell.dashboard" }),
    loadForScreen("dashboard statistics", getDashboardStats),
    loadForScreen("the SEO overview", getSeoOverview),
    canReadAudit ? loadForScreen("recent activity", () => loadRecentActivity(locale)) : Promise.resolve([]),
  ]);
  const failed = stats === null || seo === null || activity === null;

  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />

      {failed ? (
        <Alert variant="destructive" role="alert" className="mb-6">
          <CircleAlertIcon className="mt-0.5 text-destructive" aria-hidden="true" />
          <div>
            <AlertTitle>{t("errorTitle")}</AlertTitle>
            <AlertDescription>{t("errorText")}</AlertDescription>
          </div>
        </Alert>
      ) : null}

      {stats ? (
        <section aria-label={t("title")} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatCard label={t("stats.totalModels")} value={stats.totalModels} hint={t("stats.totalModelsHint")} icon={UsersRoundIcon} locale={locale} />
          <StatCard
            label={t("stats.pendingApplications")}
            value={stats.pendingApplications}
            hint={t("stats.pendingApplicationsHint")}
            icon={InboxIcon}
            locale={locale}
          />
          <StatCard label={t("stats.publishedBlogs")} value={stats.publishedBlogs} hint={t("stats.publishedBlogsHint")} icon={BookOpenIcon} locale={locale} />
          <StatCard label={t("stats.totalUsers")} value={stats.totalUsers} hint={t("stats.totalUsersHint")} icon={UsersIcon} locale={locale} />
        </section>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {seo ? (
            <SeoOverviewCard
              overview={seo}
              labels={{
                title: t("seo.title"),
                description: t("seo.description"),
                average: t("seo.average"),
                outOf: t("seo.outOf"),
                pages: t("seo.pages", { count: seo.pages }),
                optimised: t("seo.optimised"),
                issues: t("seo.issues"),
                empty: t("seo.empty"),
                tone: { good: t("seo.good"), fair: t("seo.fair"), poor: t("seo.poor") },
                open: t("seo.open"),
              }}
            />
          ) : null}
        </div>
        <div className="lg:col-span-2">
          <QuickActionsCard
            title={t("quickActions.title")}
            permissions={new Set((Object.keys(PERMISSIONS) as PermissionName[]).filter((name) => hasPermission(viewer, name)))}
            labels={{
              newBlogPost: t("quickActions.newBlogPost"),
              addModel: t("quickActions.addModel"),
              seoAudit: t("quickActions.seoAudit"),
              gallery: t("quickActions.gallery"),
            }}
          />
        </div>
      </div>

      <div className="mt-6">
        {canReadAudit ? (
          activity ? (
            <RecentActivityCard
              entries={activity}
              labels={{
                title: t("activity.title"),
                description: t("activity.description"),
                empty: t("activity.empty"),
                all: t("activity.all"),
                changes: t("activity.changes"),
                noChanges: t("activity.noChanges"),
                field: t("activity.field"),
                before: t("activity.before"),
                after: t("activity.after"),
              }}
            />
          ) : null
        ) : (
          <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">{t("activity.noPermission")}</p>
        )}
      </div>
    </>
  );
}
