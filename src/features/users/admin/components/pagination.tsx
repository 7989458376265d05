"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PAGE_SIZES, type UserListParams } from "../list-params";
import { viewHref } from "./users-toolbar";

/** Previous and next pages of a view, where it stands, and how many accounts a page holds. */
export function Pagination({ params, page, pageCount }: { params: UserListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminUsers.pagination");
  const router = useRouter();
  return (
    <nav aria-label={t("label")} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2">
        <PageLink href={page > 1 ? viewHref({ ...params, page: page - 1 }) : null} label={t("previous")}>
          <ChevronLeftIcon aria-hidden="true" />
        </PageLink>
        <span className="text-sm tabular-nums" aria-current="page">
          {t("status", { page, pages: pageCount })}
        </span>
        <PageLink href={page < pageCount ? viewHref({ ...params, page: page + 1 }) : null} label={t("next")}>
          <ChevronRightIcon aria-hidden="true" />
        </PageLink>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="users-page-size">{t("perPage")}</Label>
        <Select value={String(params.size)} onValueChange={(value) => router.push(viewHref({ ...params, size: Number(value), page: 1 }))}>
          <SelectTrigger id="users-page-size" className="w-24">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAGE_SIZES.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
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
