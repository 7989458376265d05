"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TECHNICAL_TABS, type TechnicalTab } from "../rules";
import { SectionHeading } from "@/features/admin/components/section-heading";

/**
 * Technical SEO: the tabs, the chosen one kept in the
 * address (`?tab=`), so a reload or a shared link opens the same tab. The
 * panels are rendered by the page on the server and handed in, so a panel
 * may be a server component (the Redirects tab's will be).
 */
export function TechnicalSeoScreen({ initialTab, panels }: { initialTab: TechnicalTab; panels: Record<TechnicalTab, ReactNode> }) {
  const t = useTranslations("adminSeo.technical");
  const [tab, setTab] = useState<TechnicalTab>(initialTab);

  function choose(next: string) {
    const chosen = next as TechnicalTab;
    setTab(chosen);
    // The address follows without a server round trip; the list's page only means something on its own tab.
    const params = new URLSearchParams(window.location.search);
    params.set("tab", chosen);
    if (chosen !== "canonical") params.delete("page");
    window.history.replaceState(null, "", `${window.location.pathname}?${params.toString()}`);
  }

  return (
    <Tabs value={tab} onValueChange={choose} className="min-w-0">
      <TabsList aria-label={t("tabsLabel")} className="h-auto max-w-full flex-wrap">
        {TECHNICAL_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {TECHNICAL_TABS.map((value) => (
        // forceMount keeps a half-typed robots.txt (and its unsaved-changes prompt) while another tab is open.
        <TabsContent key={value} value={value} forceMount className="mt-4 min-w-0 data-[state=inactive]:hidden">
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** A tab's frame: its heading, a line saying what it does, and its content. */
export function TabPanel({ id, heading, intro, children }: { id: string; heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <SectionHeading id={id} heading={heading} intro={intro} introClassName="max-w-prose" />
      {children}
    </section>
  );
}
