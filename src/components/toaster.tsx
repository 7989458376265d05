"use client";

import dynamic from "next/dynamic";
import type { ToasterProps } from "sonner";

/**
 * Sonner's toaster, fetched after the page has hydrated rather than with
 * every page's first scripts: toasts only ever follow a user action or a
 * failed refresh, never the first paint (docs/decisions/011-page-weight.md).
 * Raise toasts with `toast()` from "sonner" (admin) or with
 * src/lib/client/toast.ts (public pages, which load sonner only then).
 */
const SonnerToaster = dynamic(() => import("./sonner-toaster").then((module) => module.SonnerToaster), { ssr: false });

export function Toaster(props: ToasterProps) {
  return <SonnerToaster {...props} />;
}
