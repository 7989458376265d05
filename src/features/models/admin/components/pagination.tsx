"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { ModelListParams } from "../list-params";
import { viewHref } from "./models-toolbar";

/** Previous and next pages of a view (25 models a page), and where it stands. */
export function Pagination({ params, page, pageCount }: { params: ModelListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminModels.list.pagination");
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("label")} className="flex items-center gap-2">
      <PageLink href={page > 1 ? viewHref({ ...params, page: page - 1 }) : null} label={t("previous")}>
        <ChevronLeftIcon aria-hidden="true" />
      </PageLink>
      <span className="text-sm tabular-nums" aria-current="page">
        {t("status", { page, pages: pageCount })}
      </span>
      <PageLink href={page < pageCount ? viewHref({ ...params, page: page + 1 }) : null} label={t("next")}>
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
