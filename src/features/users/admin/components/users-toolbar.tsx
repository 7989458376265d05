"use client";

import { SearchIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
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
        {/* A plain GET form: it works before the page's script has loaded, and the URL keeps the search. */}
        <form role="search" method="get" action={USERS_PATH} className="flex min-w-0 flex-1 flex-col gap-2 md:max-w-md">
          <Label htmlFor="users-search">{t("search.label")}</Label>
          <div className="flex gap-2">
            <Input id="users-search" name="q" type="search" defaultValue={params.q} maxLength={SEARCH_MAX} placeholder={t("search.placeholder")} key={params.q} />
            {/* The rest of the view rides along; a new search starts on page 1. */}
            {userListEntries({ ...params, q: "", page: 1 }).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant="outline">
              <SearchIcon aria-hidden="true" />
              {t("search.submit")}
            </Button>
            {params.q ? (
              <Button asChild variant="ghost" size="icon" aria-label={t("search.clear")} title={t("search.clear")}>
                <Link href={viewHref({ ...params, q: "", page: 1 })}>
                  <XIcon aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </div>
        </form>

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
