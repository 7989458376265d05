"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ListSearch } from "@/features/admin/components/list-search";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { EXPIRING_SOON_DAYS } from "../../subscription-dates";
import { SEARCH_MAX, USER_FILTERS, USER_SORTS, userListEntries, userListQuery, type SortDirection, type UserListParams, type UserSort } from "../list-params";

export const USERS_PATH = "/admin/users/list";

/** The address of a view: every control here is a link or a form to one, so the URL is the state. */
export function viewHref(params: UserListParams): string {
  return `${USERS_PATH}${userListQuery(params)}`;
}

const SORT_OPTIONS: readonly `${UserSort}_${SortDirection}`[] = USER_SORTS.flatMap((sort) => [`${sort}_desc`, `${sort}_asc`] as const);

/** Filters (all, pending, approved, admins, subscribers, expiring soon), the search and the order. */
export function UsersToolbar({ params }: { params: UserListParams }) {
  const t = useTranslations("adminUsers");
  const router = useRouter();
  const sortValue = `${params.sort}_${params.dir}`;

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("filters.label")} className="-mx-1 overflow-x-auto px-1">
        <ul className="flex gap-1 border-b border-border">
          {USER_FILTERS.map((filter) => {
            const current = filter === params.filter;
            return (
              <li key={filter}>
                <Link
                  href={viewHref({ ...params, filter, page: 1 })}
                  aria-current={current ? "page" : undefined}
                  title={filter === "expiring" ? t("filters.expiringHint", { days: EXPIRING_SOON_DAYS }) : undefined}
                  className={cn(
                    "-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm transition-colors",
                    current ? "border-gold font-medium text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(`filters.${filter}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <ListSearch
          id="users-search"
          action={USERS_PATH}
          value={params.q}
          maxLength={SEARCH_MAX}
          keep={userListEntries({ ...params, q: "", page: 1 })}
          clearHref={viewHref({ ...params, q: "", page: 1 })}
          labels={{ label: t("search.label"), placeholder: t("search.placeholder"), submit: t("search.submit"), clear: t("search.clear") }}
        />

        <div className="flex flex-col gap-2 md:w-64">
          <Label htmlFor="users-sort">{t("sort.label")}</Label>
          <Select
            value={sortValue}
            onValueChange={(value) => {
              const [sort, dir] = value.split("_") as [UserSort, SortDirection];
              router.push(viewHref({ ...params, sort, dir, page: 1 }));
            }}
          >
            <SelectTrigger id="users-sort">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SORT_OPTIONS.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`sort.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}
