import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { PERMISSIONS, type PermissionName } from "@/features/access/permissions";
import { hasPermission } from "@/features/access/policy";
import { getViewer } from "@/features/access/viewer";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { visibleNav } from "@/features/admin/components/nav";
import { parseSidebarState, SIDEBAR_COOKIE } from "@/features/admin/components/sidebar-state";
import { getAdminLocale, getAdminMessages } from "@/features/admin/locale";
import { LONDON_TIME_ZONE } from "@/lib/london-time";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.shell" });
  return {
    title: { template: `%s · ${t("title")}`, default: t("title") },
    // No admin page may be indexed (the dashboard is marked noindex; so is everything else here).
    robots: { index: false, follow: false, nocache: true },
  };
}

/**
 * The admin frame, in the admin's language. It decides nothing about access
 * (every page calls requireAdminPage first); it only chooses what to draw:
 * the shell for accounts with back-office screens, the bare page otherwise
 * (e.g. the 403 page for a member, or the redirect for a visitor).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const [viewer, locale, cookieStore] = await Promise.all([getViewer(), getAdminLocale(), cookies()]);
  const messages = await getAdminMessages(locale);
  // The same rule the page guards use (admins hold every permission).
  const permissions = (Object.keys(PERMISSIONS) as PermissionName[]).filter((name) => hasPermission(viewer, name));
  const hasScreens = viewer.userId !== null && visibleNav(new Set(permissions)).length > 0;

  // Without back-office screens the page is a redirect or the 403/404 page, translated on the
  // server: the browser gets no copy of the admin's messages.
  return (
    <NextIntlClientProvider locale={locale} messages={hasScreens ? messages : {}} timeZone={LONDON_TIME_ZONE}>
      {hasScreens ? (
        <AdminShell
          defaultOpen={parseSidebarState(cookieStore.get(SIDEBAR_COOKIE)?.value)}
          email={viewer.email ?? ""}
          permissions={permissions}
        >
          {children}
        </AdminShell>
      ) : (
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
      )}
    </NextIntlClientProvider>
  );
}
