import {
  BookOpenIcon,
  CircleAlertIcon,
  DatabaseBackupIcon,
  InboxIcon,
  MailWarningIcon,
  MessageSquareTextIcon,
  ShieldAlertIcon,
  UserCheckIcon,
  UsersIcon,
  UsersRoundIcon,
  type LucideIcon,
} from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import { hasPermission } from "@/features/access/policy";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { QuickActionsCard } from "@/features/dashboard/admin/components/quick-actions";
import { RecentActivityCard } from "@/features/dashboard/admin/components/recent-activity";
import { SeoOverviewCard } from "@/features/dashboard/admin/components/seo-overview";
import { StatCard } from "@/features/dashboard/admin/components/stat-card";
import { TodoCard } from "@/features/dashboard/admin/components/todo-card";
import { ACTIVITY_PARAM, showsSignIns, type StatKey, type TodoKey } from "@/features/dashboard/admin/links";
import { getDashboardStats, getDashboardTodos, getSeoOverview, listRecentActivity } from "@/features/dashboard/admin/queries";
import { presentAuditEntries } from "@/features/audit/admin/present";
import { contentKeyNamer } from "@/features/site-content/admin/labels";
import type { AppLocale } from "@/i18n/config";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";
import { CacheCard } from "@/features/cache/admin/components/cache-card";
import { loadCacheOverviewForPage } from "@/features/cache/admin/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.dashboard" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The latest 20 audit entries as sentences in the admin's language, sign-ins only when asked for. */
async function loadRecentActivity(locale: AppLocale, signIns: boolean) {
  return presentAuditEntries(await listRecentActivity({ limit: 20, signIns }), { locale, nameContentKey: await contentKeyNamer(locale) });
}

const STAT_ICONS: Record<StatKey, LucideIcon> = {
  totalModels: UsersRoundIcon,
  pendingApplications: InboxIcon,
  publishedBlogs: BookOpenIcon,
  totalUsers: UsersIcon,
};

const TODO_ICONS: Record<TodoKey, LucideIcon> = {
  signUps: UserCheckIcon,
  reviews: MessageSquareTextIcon,
  applications: InboxIcon,
  securityChecks: ShieldAlertIcon,
  unsentMail: MailWarningIcon,
  failedBackups: DatabaseBackupIcon,
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The dashboard, made real rather than fixed figures: what
 * needs action and the four counts, each a link to its list already
 * filtered, and only for the screens the viewer may open (the route
 * registry decides); the SEO overview, quick actions and Recent Activity.
 */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage("/admin");
  await connection();
  const canReadAudit = hasPermission(viewer, "admin.audit.view");
  const canManageCache = hasPermission(viewer, "admin.cache.manage");
  const signIns = showsSignIns(await searchParams);
  const locale = await getAdminLocale();
  const [t, stats, todos, seo, activity, cacheOverview] = await Promise.all([
    getTranslations({ locale, namespace: "adminShell.dashboard" }),
    loadForScreen("dashboard statistics", () => getDashboardStats(viewer)),
    loadForScreen("the dashboard's to-do counts", () => getDashboardTodos(viewer)),
    loadForScreen("the SEO overview", getSeoOverview),
    canReadAudit ? loadForScreen("recent activity", () => loadRecentActivity(locale, signIns)) : Promise.resolve([]),
    canManageCache ? loadForScreen("the cache figures", loadCacheOverviewForPage) : Promise.resolve(undefined),
  ]);
  const failed = stats === null || todos === null || seo === null || activity === null || cacheOverview === null;

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

      {todos && todos.length > 0 ? (
        <div className="mb-6">
          <TodoCard
            title={t("todo.title")}
            description={t("todo.description")}
            locale={locale}
            items={todos.map(({ key, value, href }) => ({ key, value, href, label: t(`todo.items.${key}`, { count: value }), icon: TODO_ICONS[key] }))}
          />
        </div>
      ) : null}

      {stats && stats.length > 0 ? (
        <section aria-label={t("title")} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {stats.map(({ key, value, href }) => (
            <StatCard key={key} label={t(`stats.${key}`)} value={value} hint={t(`stats.${key}Hint`)} href={href} icon={STAT_ICONS[key]} locale={locale} />
          ))}
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

      {cacheOverview ? (
        <div className="mt-6">
          <CacheCard initial={cacheOverview} />
        </div>
      ) : null}

      <div className="mt-6">
        {canReadAudit ? (
          activity ? (
            <RecentActivityCard
              entries={activity}
              labels={{
                title: t("activity.title"),
                description: signIns ? t("activity.descriptionWithSignIns") : t("activity.description"),
                empty: signIns ? t("activity.empty") : t("activity.emptyWithoutSignIns"),
                all: t("activity.all"),
                changes: t("activity.changes"),
                noChanges: t("activity.noChanges"),
                field: t("activity.field"),
                before: t("activity.before"),
                after: t("activity.after"),
              }}
              signIns={{
                href: signIns ? "/admin" : `/admin?${ACTIVITY_PARAM}=all`,
                label: signIns ? t("activity.hideSignIns") : t("activity.showSignIns"),
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
