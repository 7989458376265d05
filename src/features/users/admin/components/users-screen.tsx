"use client";

import { DownloadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/features/admin/use-admin-action";
import type { ActionResult } from "@/features/admin/action";
import { ListCounters } from "@/features/admin/list/list-counters";
import { ListSection } from "@/features/admin/list/list-section";
import type { SubscriptionChoice } from "../../subscription-dates";
import { approveUser, bulkChangeUsers, deleteUser, demoteUser, promoteUser, rejectUser } from "../actions";
import { isNarrowedView, userListQuery, type UserListParams } from "../list-params";
import type { AdminUserRow, UserCounters, UserListPage } from "../list-query";
import { BULK_OPERATIONS, type BulkChangeInput, type BulkOperation } from "../schemas";
import { BulkBar } from "./bulk-bar";
import { ConfirmChangeDialog, type ConfirmChange } from "./confirm-change-dialog";
import { CreateMemberDialog } from "./create-member-dialog";
import { LengthChooser } from "./length-chooser";
import { SubscriptionDialog } from "./subscription-dialog";
import { isBulkEligible, type Actor } from "../rules";
import type { RowChange } from "./user-actions";
import { UsersList } from "./users-list";
import { UsersPagination, UsersToolbar } from "./users-toolbar";
import { useRowSelection } from "@/features/admin/list/use-row-selection";

const COUNTERS = ["total", "pending", "approved", "admins", "subscribers"] as const;

/**
 * Users management: the five counters, the view
 * (filter, search, order, page: all in the URL), the accounts with their
 * actions, bulk changes, the exclusive member dialog and the CSV export.
 * Every change goes through a server action and then re-reads the page from
 * the server, so what is shown is what is stored. The page renders it with
 * the view as its key: another filter, search, order or page starts afresh,
 * with nothing selected.
 */
export function UsersScreen({
  counters,
  list,
  params,
  actor,
  memberMailDomain,
  now,
}: {
  counters: UserCounters;
  list: UserListPage;
  params: UserListParams;
  actor: Actor;
  memberMailDomain: string;
  /** When the server read the page (ISO): what "ends soon" and "ended" are measured from, as the filters were. */
  now: string;
}) {
  const t = useTranslations("adminUsers");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const [refreshing, startRefresh] = useTransition();
  const { selected, select: tick, selectOnly, clear } = useRowSelection();
  const [viewSelected, setViewSelected] = useState(false);
  const [rowChange, setRowChange] = useState<{ user: AdminUserRow; change: RowChange } | null>(null);
  const [bulk, setBulk] = useState<BulkOperation | null>(null);
  const [bulkChoice, setBulkChoice] = useState<SubscriptionChoice>({ length: "1m", until: "" });
  const [bulkUntilError, setBulkUntilError] = useState<string>();
  const [subscriptionUser, setSubscriptionUser] = useState<AdminUserRow | null>(null);
  const narrowed = isNarrowedView(params);

  const refresh = () => startRefresh(() => router.refresh());
  const selectedRows = list.rows.filter((row) => selected.has(row.id));
  const selectedOnPage = selectedRows.map((row) => row.id);
  /** How many ticked accounts each bulk change applies to (the rule the action applies); unknown for a whole view. */
  const applicable = viewSelected
    ? null
    : (Object.fromEntries(
        BULK_OPERATIONS.map((operation) => [operation, selectedRows.filter((row) => isBulkEligible(operation, row, row.subscription !== null, actor.id)).length]),
      ) as Record<BulkOperation, number>);

  function select(id: string, on: boolean) {
    setViewSelected(false);
    tick(id, on);
  }

  function selectPage(on: boolean) {
    setViewSelected(false);
    selectOnly(on ? list.rows.map((row) => row.id) : []);
  }

  function clearSelection() {
    clear();
    setViewSelected(false);
  }

  /** Shows the outcome; true when the change was made (the page is then read again). */
  function settle<T>(result: ActionResult<T>, success: (data: T) => string): boolean {
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    toast.success(success(result.data));
    refresh();
    return true;
  }

  async function remove(user: AdminUserRow): Promise<boolean> {
    return settle(await callAdmin(deleteUser, { id: user.id }), () => t("toasts.deleted", { email: user.email }));
  }

  function rowConfirmation(): ConfirmChange | null {
    if (!rowChange) return null;
    const { user, change } = rowChange;
    const email = user.email;
    switch (change) {
      case "approve":
        return {
          title: t("review.approveTitle", { email }),
          description: t("review.approveText"),
          confirmLabel: t("review.confirmApprove"),
          withNote: true,
          run: async (note) => settle(await callAdmin(approveUser, { id: user.id, note }), () => t("toasts.approved", { email })),
        };
      case "reject":
        return {
          title: t("review.rejectTitle", { email }),
          description: t("review.rejectText"),
          confirmLabel: t("review.confirmReject"),
          withNote: true,
          destructive: true,
          run: async (note) => settle(await callAdmin(rejectUser, { id: user.id, note }), () => t("toasts.rejected", { email })),
        };
      case "promote":
        return {
          title: t("review.promoteTitle", { email }),
          description: t("review.promoteText"),
          confirmLabel: t("review.confirmPromote"),
          run: async () => settle(await callAdmin(promoteUser, { id: user.id }), () => t("toasts.promoted", { email })),
        };
      case "demote":
        return {
          title: t("review.demoteTitle", { email }),
          description: t("review.demoteText"),
          confirmLabel: t("review.confirmDemote"),
          destructive: true,
          run: async () => settle(await callAdmin(demoteUser, { id: user.id }), () => t("toasts.demoted", { email })),
        };
    }
  }

  function bulkConfirmation(): ConfirmChange | null {
    if (!bulk) return null;
    const count = applicable ? applicable[bulk] : list.total;
    const leftAlone = applicable ? selectedOnPage.length - applicable[bulk] : 0;
    // Only the accounts the change applies to are sent; the action checks each again.
    const target: BulkChangeInput["target"] = viewSelected
      ? { kind: "view", filter: params.filter, q: params.q, everyone: !narrowed }
      : { kind: "ids", ids: selectedRows.filter((row) => isBulkEligible(bulk, row, row.subscription !== null, actor.id)).map((row) => row.id) };
    return {
      title: t(`bulk.${bulk}Title`, { count }),
      description: leftAlone > 0 ? `${t(`bulk.${bulk}Hint`)} ${t("bulk.leftAlone", { count: leftAlone })}` : t(`bulk.${bulk}Hint`),
      confirmLabel: t("bulk.confirm"),
      withNote: bulk === "approve" || bulk === "reject",
      destructive: bulk === "reject" || bulk === "end",
      extra:
        bulk === "extend" ? (
          <LengthChooser idPrefix="bulk-length" choice={bulkChoice} onChange={(next) => (setBulkChoice(next), setBulkUntilError(undefined))} untilError={bulkUntilError} />
        ) : null,
      run: async (note) => {
        const input: BulkChangeInput = { operation: bulk, target, note, ...(bulk === "extend" ? bulkChoice : {}) };
        const result = await callAdmin(bulkChangeUsers, input);
        if (!result.ok) setBulkUntilError(result.fieldErrors?.until?.[0]);
        const done = settle(result, ({ changed, skipped }) => (skipped ? t("bulk.doneSkipped", { changed, skipped }) : t("bulk.done", { changed })));
        if (done) clearSelection();
        return done;
      },
    };
  }

  return (
    <div className="flex flex-col gap-6" aria-busy={refreshing}>
      <ListCounters messages="adminUsers.counters" names={COUNTERS} counts={counters} className="sm:grid-cols-3 lg:grid-cols-5" />

      <div className="flex flex-wrap items-center gap-2">
        <CreateMemberDialog memberMailDomain={memberMailDomain} onCreated={refresh} />
        <Button asChild variant="outline">
          {/* A plain link: the route checks the permission itself and sends the file. */}
          <a href={`/admin/users/list/export${userListQuery({ ...params, page: 1 })}`} download title={t("export.hint")}>
            <DownloadIcon aria-hidden="true" />
            {t("export.button")}
          </a>
        </Button>
      </div>

      <UsersToolbar params={params} />

      <ListSection id="users-list-title" title={t("list.label")} count={t("list.count", { total: list.total })}>
        <BulkBar
          selectedCount={selectedOnPage.length}
          pageCount={list.rows.length}
          total={list.total}
          viewSelected={viewSelected}
          applicable={applicable}
          narrowed={narrowed}
          onSelectView={() => setViewSelected(true)}
          onClear={clearSelection}
          onOperation={(operation) => (setBulkUntilError(undefined), setBulk(operation))}
        />
        <UsersList
          rows={list.rows}
          actor={actor}
          adminCount={counters.admins}
          selected={selected}
          onSelect={select}
          onSelectPage={selectPage}
          onChange={(user, change) => setRowChange({ user, change })}
          onSubscription={setSubscriptionUser}
          onDelete={remove}
          narrowed={narrowed}
          now={now}
        />
        <UsersPagination params={params} page={list.page} pageCount={list.pageCount} />
      </ListSection>

      <ConfirmChangeDialog change={rowConfirmation()} onClose={() => setRowChange(null)} />
      <ConfirmChangeDialog change={bulkConfirmation()} onClose={() => setBulk(null)} />
      <SubscriptionDialog
        user={subscriptionUser ? (list.rows.find((row) => row.id === subscriptionUser.id) ?? subscriptionUser) : null}
        onClose={() => setSubscriptionUser(null)}
        onChanged={refresh}
        now={now}
      />
    </div>
  );
}
