"use client";

import { useTranslations } from "next-intl";
import { ListSort } from "@/features/admin/components/list-sort";
import { FilterTabs } from "@/features/admin/list/filter-tabs";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { ListToolbar, ViewSearch } from "@/features/admin/list/list-toolbar";
import { EXPIRING_SOON_DAYS } from "../../subscription-dates";
import { PAGE_SIZES, SEARCH_MAX, USER_FILTERS, USER_SORTS, userListAddress, type SortDirection, type UserListParams, type UserSort } from "../list-params";

/** The address of a view: every control here is a link or a form to one, so the URL is the state. */
const viewHref = userListAddress.href;

/** The order and its direction as one choice ("Newest first"), split again into the address's sort and dir. */
const SORT_OPTIONS: readonly `${UserSort}_${SortDirection}`[] = USER_SORTS.flatMap((sort) => [`${sort}_desc`, `${sort}_asc`] as const);

/** Filters (all, pending, approved, admins, subscribers, expiring soon), the search and the order. */
export function UsersToolbar({ params }: { params: UserListParams }) {
  const t = useTranslations("adminUsers");
  return (
    <ListToolbar
      tabs={
        <FilterTabs
          messages="adminUsers.filters"
          values={USER_FILTERS}
          current={params.filter}
          hrefFor={(filter) => viewHref({ ...params, filter, page: 1 })}
          titleFor={(filter) => (filter === "expiring" ? t("filters.expiringHint", { days: EXPIRING_SOON_DAYS }) : undefined)}
        />
      }
    >
      <ViewSearch id="users-search" address={userListAddress} params={params} maxLength={SEARCH_MAX} messages="adminUsers.search" />
      <ListSort
        id="users-sort"
        label={t("sort.label")}
        value={`${params.sort}_${params.dir}`}
        options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`sort.${option}`) }))}
        hrefFor={(option) => {
          const [sort, dir] = option.split("_") as [UserSort, SortDirection];
          return viewHref({ ...params, sort, dir, page: 1 });
        }}
      />
    </ListToolbar>
  );
}

/** Previous and next pages of a view, where it stands, and how many accounts a page holds. */
export function UsersPagination({ params, page, pageCount }: { params: UserListParams; page: number; pageCount: number }) {
  return (
    <ListPagination
      messages="adminUsers.pagination"
      page={page}
      pageCount={pageCount}
      hrefFor={(target) => viewHref({ ...params, page: target })}
      showSinglePage
      pageSize={{ id: "users-page-size", value: params.size, options: PAGE_SIZES, hrefFor: (size) => viewHref({ ...params, size, page: 1 }) }}
    />
  );
}
