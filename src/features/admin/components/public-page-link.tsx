"use client";

import { ExternalLinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/** A public page's path, opening the page in a new tab (and saying so to screen readers). */
export function PublicPageLink({ path }: { path: string }) {
  const tCommon = useTranslations("adminModels.common");
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className="inline-flex w-fit max-w-full items-center gap-1 font-mono text-xs text-primary underline-offset-4 hover:underline"
    >
      <span className="truncate">{path}</span>
      <ExternalLinkIcon aria-hidden="true" className="size-3 shrink-0" />
      <span className="sr-only">{tCommon("opensInNewTab")}</span>
    </a>
  );
}
