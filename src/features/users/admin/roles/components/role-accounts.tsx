"use client";

import { UserCogIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ListSearch } from "@/features/admin/components/list-search";
import { ListPagination } from "@/features/admin/list/list-pagination";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { formatDay } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { SEARCH_MAX } from "../../list-params";
import type { AdminUserRecord } from "../../list-query";
import { RoleBadge, StatusBadge } from "../../components/badges";
import { ROLE_FILTERS, roleListEntries, roleListHref, type RoleListParams } from "../list-params";
import type { RoleListPage } from "../list-query";

export interface RoleAccountsPage {
  rows: AdminUserRecord[];
  total: number;
  page: number;
  pageCount: number;
  roleCounts: RoleListPage["roleCounts"];
}

/**
 * The accounts with their role and status badges, a role
 * filter, a search and pages, all in the address; each row opens the Change
 * Role dialog, except the viewer's own (nobody changes their own role).
 */
export function RoleAccounts({
  list,
  params,
  viewerId,
  onChangeRole,
}: {
  list: RoleAccountsPage;
  params: RoleListParams;
  viewerId: string;
  onChangeRole: (account: AdminUserRecord) => void;
}) {
  const t = useTranslations("adminUsers.roles.accounts");
  const tUsers = useTranslations("adminUsers");
  const allCount = Object.values(list.roleCounts).reduce((sum, value) => sum + value, 0);

  const changeButton = (account: AdminUserRecord) =>
    account.id === viewerId ? null : (
      <Button type="button" size="sm" variant="outline" aria-label={t("changeRoleFor", { email: account.email })} onClick={() => onChangeRole(account)}>
        <UserCogIcon aria-hidden="true" />
        <span aria-hidden="true">{t("changeRole")}</span>
      </Button>
    );
  const accountCell = (account: AdminUserRecord) => (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="flex flex-wrap items-center gap-2 break-all font-medium">
        {account.email}
        {account.id === viewerId ? <Badge variant="outline">{t("you")}</Badge> : null}
      </span>
      {account.name && account.name !== account.email ? <span className="break-words text-xs text-muted-foreground">{account.name}</span> : null}
    </div>
  );
  const columns: ItemColumn<AdminUserRecord>[] = [
    { header: t("columns.account"), cell: accountCell },
    { header: t("columns.role"), cell: (account) => <RoleBadge role={account.role} /> },
    { header: t("columns.status"), cell: (account) => <StatusBadge status={account.status} /> },
    { header: t("columns.joined"), cell: (account) => <span className="tabular-nums">{formatDay(account.createdAt)}</span>, className: "hidden lg:table-cell" },
    { header: t("columns.actions"), cell: changeButton, srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("filtersLabel")}>
        <ul className="flex flex-wrap gap-2">
          {ROLE_FILTERS.map((role) => {
            const current = role === params.role;
            const count = role === "all" ? allCount : list.roleCounts[role];
            return (
              <li key={role}>
                <Link
                  href={roleListHref({ ...params, role, page: 1 })}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-10 items-center rounded-full border px-3 text-sm transition-colors",
                    current ? "border-gold bg-gold/10 font-medium text-foreground" : "border-border text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(`filters.${role}`, { count })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <ListSearch
        id="roles-search"
        action="/admin/users/permissions"
        value={params.q}
        maxLength={SEARCH_MAX}
        keep={roleListEntries({ ...params, q: "", page: 1 })}
        clearHref={roleListHref({ ...params, q: "", page: 1 })}
        labels={{ label: t("searchLabel"), placeholder: t("searchPlaceholder"), submit: t("search"), clear: tUsers("search.clear") }}
      />

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("total", { count: list.total })}
      </p>

      {list.rows.length === 0 ? (
        <EmptyState>{t("empty")}</EmptyState>
      ) : (
        <ItemList
          items={list.rows}
          itemKey={(account) => account.id}
          columns={columns}
          label={t("title")}
          card={(account) => (
            <>
              {accountCell(account)}
              <div className="flex flex-wrap items-center gap-2">
                <RoleBadge role={account.role} />
                <StatusBadge status={account.status} />
              </div>
              <div>{changeButton(account)}</div>
            </>
          )}
        />
      )}

      <ListPagination messages="adminUsers.pagination" page={list.page} pageCount={list.pageCount} hrefFor={(page) => roleListHref({ ...params, page })} />
    </div>
  );
}
