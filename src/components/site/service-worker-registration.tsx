"use client";

import { useEffect } from "react";
import { registerServiceWorkerAfterLoad } from "@/lib/client/service-worker";

/**
 * Registers the public site's service worker after the page has loaded
 * (decision 053); renders nothing. `enabled`: production builds only, as the
 * layout reads it from the checked environment (a development server has no
 * worker to serve).
 */
export function ServiceWorkerRegistration({ enabled }: { enabled: boolean }) {
  useEffect(() => (enabled ? registerServiceWorkerAfterLoad() : undefined), [enabled]);
  return null;
}
