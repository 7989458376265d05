"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { ListSection } from "@/features/admin/list/list-section";
import { applicationListHref, type ApplicationListParams } from "../list-params";
import type { ApplicationCounters, ApplicationListPage } from "../list-query";
import type { AdminApplicationDetail } from "../queries";
import { ApplicationDialog } from "./application-dialog";
import { ApplicationsList } from "./applications-list";
import { ApplicationsPagination, ApplicationsToolbar } from "./applications-toolbar";

/**
 * Model applications: the status tabs with their
 * counts, the name search and order, one page of applications, and the
 * detail dialog of the application named in the address (`?open=`). After a
 * change the page is read again from the server, so tabs, counts and the
 * dialog show what is stored.
 */
export function ApplicationsScreen({
  counters,
  list,
  params,
  detail,
}: {
  counters: ApplicationCounters;
  list: ApplicationListPage;
  params: ApplicationListParams;
  detail: AdminApplicationDetail | null;
}) {
  const t = useTranslations("adminModels.applications");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const listHref = applicationListHref({ ...params, page: list.page });

  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      <ApplicationsToolbar params={params} counters={counters} />
      <ListSection id="applications-list-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        <ApplicationsList rows={list.rows} params={{ ...params, page: list.page }} />
        <ApplicationsPagination params={params} page={list.page} pageCount={list.pageCount} />
      </ListSection>
      {detail ? (
        <ApplicationDialog
          key={detail.id}
          detail={detail}
          onClose={() => router.push(listHref, { scroll: false })}
          onChanged={() => startRefresh(() => router.refresh())}
        />
      ) : null}
    </div>
  );
}
