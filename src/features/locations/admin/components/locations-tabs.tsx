"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LOCATION_TABS, type LocationTab } from "../tabs";

/**
 * The Locations screen's tabs: Localizações / Locations
 * (copy blocks), Geo-Targeting and Local SEO. The chosen tab is kept in the
 * address (?tab=geo) so it survives a reload and can be linked to.
 */
export function LocationsTabs({ initialTab, panels }: { initialTab: LocationTab; panels: Record<LocationTab, ReactNode> }) {
  const t = useTranslations("adminModels.locations.tabs");
  return (
    <Tabs
      defaultValue={initialTab}
      onValueChange={(value) => {
        const url = new URL(window.location.href);
        if (value === "content") url.searchParams.delete("tab");
        else url.searchParams.set("tab", value);
        window.history.replaceState(window.history.state, "", url);
      }}
    >
      <TabsList>
        {LOCATION_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(tab)}
          </TabsTrigger>
        ))}
      </TabsList>
      {LOCATION_TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {panels[tab]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
