"use client";

import type * as React from "react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export interface SettingsTab {
  value: string;
  label: string;
  icon: React.ReactNode;
  content: React.ReactNode;
}

/** The six System Settings tabs; the open tab is kept in ?tab= so it can be linked and survives a reload. */
export function SettingsTabs({ tabs, initial, label }: { tabs: SettingsTab[]; initial: string; label: string }) {
  const [value, setValue] = useState(tabs.some((tab) => tab.value === initial) ? initial : tabs[0]?.value);

  function change(next: string) {
    setValue(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <Tabs value={value} onValueChange={change}>
      <TabsList aria-label={label} className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="px-2 text-xs sm:px-3 sm:text-sm">
            {tab.icon}
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-2">
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
