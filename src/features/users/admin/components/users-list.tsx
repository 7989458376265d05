"use client";

import { useHydrated } from "@/lib/client/use-hydrated";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { EmptyState, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { formatDateTime, formatDay } from "@/lib/format-date";
import { isExpiringSoon } from "../../subscription-dates";
import type { AdminUserRow } from "../list-query";
import { accountKind } from "../../kind";
import { KindBadge, StatusBadge } from "./badges";
import type { Actor } from "../rules";
import { UserActions, type RowChange } from "./user-actions";
import { SelectBox } from "@/features/admin/list/bulk-bar";

export interface UsersListProps {
  rows: AdminUserRow[];
  actor: Actor;
  adminCount: number;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  onChange: (user: AdminUserRow, change: RowChange) => void;
  onSubscription: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => Promise<boolean>;
  /** The view has a filter or a search (for the empty message). */
  narrowed: boolean;
  /** When the page was read (ISO). */
  now: string;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The accounts of one page: a table on wide screens, one card per account
 * on a phone (ItemList), each with a tick box for bulk changes.
 */
export function UsersList(props: UsersListProps) {
  const t = useTranslations("adminUsers");
  const { rows, selected, onSelect, onSelectPage } = props;
  const hydrated = useHydrated();
  if (rows.length === 0) return <EmptyState>{props.narrowed ? t("list.empty") : t("list.emptyAll")}</EmptyState>;

  const allSelected = rows.every((row) => selected.has(row.id));
  const actions = (user: AdminUserRow, className?: string) => (
    <UserActions
      user={user}
      actor={props.actor}
      adminCount={props.adminCount}
      onChange={props.onChange}
      onSubscription={props.onSubscription}
      onDelete={props.onDelete}
      className={className}
    />
  );
  const tick = (user: AdminUserRow) => (
    <SelectBox label={t("actions.selectLabel", { email: user.email })} checked={selected.has(user.id)} enabled={hydrated} onChange={(on) => onSelect(user.id, on)} />
  );

  const columns: ItemColumn<AdminUserRow>[] = [
    {
      header: (
        <SelectBox label={t("actions.selectPage")} checked={allSelected} enabled={hydrated} onChange={onSelectPage} />
      ),
      cell: tick,
      headClassName: "w-10",
    },
    { header: t("list.columns.account"), cell: (user) => <AccountCell user={user} viewerId={props.actor.id ?? ""} now={props.now} /> },
    { header: t("list.columns.status"), cell: (user) => <StatusBadge status={user.status} /> },
    { header: t("list.columns.membership"), cell: (user) => <MembershipBadge user={user} /> },
    { header: t("list.columns.subscription"), cell: (user) => <SubscriptionCell user={user} now={props.now} /> },
    { header: t("list.columns.joined"), cell: (user) => <span className="tabular-nums">{formatDay(user.createdAt)}</span>, className: "hidden lg:table-cell" },
    {
      header: t("list.columns.lastSignIn"),
      cell: (user) => <span className="tabular-nums">{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t("list.never")}</span>,
      className: "hidden xl:table-cell",
    },
    { header: t("list.columns.actions"), cell: (user) => actions(user, "justify-end"), srOnlyHeader: true, className: "text-right" },
  ];

  return (
    <ItemList
      items={rows}
      itemKey={(user) => user.id}
      columns={columns}
      label={t("list.label")}
      card={(user) => (
        <>
          <div className="flex items-start gap-3">
            <div className="pt-0.5">{tick(user)}</div>
            <AccountCell user={user} viewerId={props.actor.id ?? ""} now={props.now} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={user.status} />
            <MembershipBadge user={user} />
            <SubscriptionCell user={user} now={props.now} />
          </div>
          <p className="text-xs text-muted-foreground">
            {t("list.joined", { date: formatDay(user.createdAt) })} ·{" "}
            {user.lastSignInAt ? t("list.lastSignIn", { date: formatDateTime(user.lastSignInAt) }) : `${t("list.columns.lastSignIn")}: ${t("list.never")}`}
          </p>
          {actions(user, "border-t border-border pt-2")}
        </>
      )}
    />
  );
}

function AccountCell({ user, viewerId, now }: { user: AdminUserRow; viewerId: string; now: string }) {
  const t = useTranslations("adminUsers.list");
  const expires = asDate(user.expiresAt);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="break-all font-medium">{user.email}</span>
      <span className="text-xs text-muted-foreground">{user.name}</span>
      <div className="flex flex-wrap gap-1">
        {user.id === viewerId ? <Badge variant="outline">{t("you")}</Badge> : null}
      </div>
      {user.isExclusiveMember && expires ? (
        <span className="text-xs text-muted-foreground">
          {expires.getTime() > Date.parse(now) ? t("membershipEnds", { date: formatDay(expires) }) : t("membershipEnded", { date: formatDay(expires) })}
        </span>
      ) : null}
    </div>
  );
}

/** The account in the public site's words (Member, Subscriber, Exclusive member, Team, Admin). */
function MembershipBadge({ user }: { user: AdminUserRow }) {
  return <KindBadge kind={accountKind({ role: user.role, isExclusiveMember: user.isExclusiveMember, subscribed: user.subscription !== null })} />;
}

function SubscriptionCell({ user, now }: { user: AdminUserRow; now: string }) {
  const t = useTranslations("adminUsers.subscriptionCell");
  const current = user.subscription;
  if (!current) return <span className="text-sm text-muted-foreground">{t("none")}</span>;
  const endsAt = asDate(current.endsAt);
  return (
    <span className="flex flex-wrap items-center gap-1 text-sm">
      <span className="tabular-nums">{endsAt ? t("until", { date: formatDay(endsAt) }) : t("open")}</span>
      {isExpiringSoon(endsAt, new Date(now)) ? <Badge variant="warning">{t("soon")}</Badge> : null}
    </span>
  );
}
