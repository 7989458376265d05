"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { PageSteps } from "@/features/admin/components/page-steps";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PAGE_SIZES, type UserListParams } from "../list-params";
import { viewHref } from "./users-toolbar";

/** Previous and next pages of a view, where it stands, and how many accounts a page holds. */
export function Pagination({ params, page, pageCount }: { params: UserListParams; page: number; pageCount: number }) {
  const t = useTranslations("adminUsers.pagination");
  const router = useRouter();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <PageSteps
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => viewHref({ ...params, page: target })}
        labels={{ nav: t("label"), previous: t("previous"), next: t("next"), status: t("status", { page, pages: pageCount }) }}
      />
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
    </div>
  );
}
