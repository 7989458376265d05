import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader, type HeaderViewer } from "@/components/site/site-header";
import { isAdmin } from "@/features/access/policy";
import { getViewer } from "@/features/access/viewer";
import { getSiteSettings } from "@/features/site/queries";
import { getEnv } from "@/lib/env";
import { isBlockedTier, memberTier } from "@/lib/member-tier";
import { AccountNotice } from "@/components/site/account-notice";
import { ServiceWorkerRegistration } from "@/components/site/service-worker-registration";

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const [settings, viewer, t] = await Promise.all([getSiteSettings(), getViewer(), getTranslations("nav")]);
  const headerViewer: HeaderViewer =
    viewer.userId && viewer.role && viewer.status
      ? {
          isAdmin: isAdmin(viewer),
          tier: memberTier({ role: viewer.role, status: viewer.status, expiresAt: viewer.expiresAt, isExclusiveMember: viewer.isExclusiveMember, hasActiveSubscription: viewer.hasActiveSubscription }),
        }
      : null;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-3"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader brandName={settings.brandName} viewer={headerViewer} />
      {headerViewer && isBlockedTier(headerViewer.tier) ? <AccountNotice tier={headerViewer.tier} /> : null}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
      <ServiceWorkerRegistration enabled={getEnv().NODE_ENV === "production"} />
    </div>
  );
}
