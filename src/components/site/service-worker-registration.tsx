"use client";

import { useEffect } from "react";
import { registerServiceWorkerAfterLoad } from "@/lib/client/service-worker";

/** Registers the public site's service worker after the page has loaded (decision 053); renders nothing. */
export function ServiceWorkerRegistration() {
  useEffect(() => registerServiceWorkerAfterLoad(), []);
  return null;
}
