"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { readableKey } from "../../registry";

/**
 * The human name of a site_content key in the admin's language
 * (adminShell.contentKeys: "About · Introduction", "Canary Wharf"), or a
 * readable form of a key added later. Every editor of the table names its
 * blocks with this, never with the key itself.
 */
export function useContentKeyLabel(): (section: string) => string {
  const t = useTranslations("adminShell.contentKeys");
  return useCallback((section: string) => (t.has(section) ? t(section) : readableKey(section)), [t]);
}
