import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { getAdminLocale } from "@/features/admin/locale";
import { ContentTabs } from "./content-tabs";

export const CONTENT_TABS = ["homepage", "site", "faq", "blog", "layout"] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export async function contentTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminContent" });
}

/**
 * The Content Management frame: the page header and
 * the tabs homepage / site / faq / blog / layout. Each tab is its own URL
 * (/admin/content/{tab}), so the tab choice drives the path and survives reloads.
 */
export async function ContentFrame({
  tab,
  actions,
  children,
}: {
  tab: ContentTab;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = await contentTranslations();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <AdminPageHeader title={t("page.title")} description={t(`page.descriptions.${tab}`)} actions={actions} />
      <ContentTabs
        label={t("tabs.label")}
        tabs={CONTENT_TABS.map((name) => ({ href: `/admin/content/${name}`, label: t(`tabs.${name}`), current: name === tab }))}
      />
      {children}
    </div>
  );
}

/** A read that failed: the screen's load-error message, and nothing half-drawn under it. */
export function LoadFailed({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/60 bg-destructive/10 px-4 py-3 text-sm">
      {message}
    </div>
  );
}
