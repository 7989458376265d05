"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export interface PageStepsLabels {
  /** The navigation landmark's name ("Pages"). */
  nav: string;
  previous: string;
  next: string;
  /** Where the view stands ("Page 2 of 7"). */
  status: string;
}

/**
 * Previous and next page of a server-side admin list, and where it stands.
 * Each link is the list's own address for that page (the view lives in the
 * address), so the back button and a shared link show the same page.
 */
export function PageSteps({ page, pageCount, hrefFor, labels }: { page: number; pageCount: number; hrefFor: (page: number) => string; labels: PageStepsLabels }) {
  return (
    <nav aria-label={labels.nav} className="flex items-center gap-2">
      <PageLink href={page > 1 ? hrefFor(page - 1) : null} label={labels.previous}>
        <ChevronLeftIcon aria-hidden="true" />
      </PageLink>
      <span className="text-sm tabular-nums" aria-current="page">
        {labels.status}
      </span>
      <PageLink href={page < pageCount ? hrefFor(page + 1) : null} label={labels.next}>
        <ChevronRightIcon aria-hidden="true" />
      </PageLink>
    </nav>
  );
}

function PageLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) {
    return (
      <Button type="button" variant="outline" size="icon" disabled aria-label={label} title={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="icon">
      <Link href={href} aria-label={label} title={label}>
        {children}
      </Link>
    </Button>
  );
}
