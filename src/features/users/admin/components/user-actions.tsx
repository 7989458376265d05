"use client";

import { CheckIcon, CrownIcon, CreditCardIcon, ShieldOffIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { cn } from "@/lib/utils";
import type { AdminUserRow } from "../list-query";
import { canDelete, canDemote, canPromote, canReview, type Actor } from "../rules";

export type RowChange = "approve" | "reject" | "promote" | "demote";

/**
 * An account's buttons: only the ones its state allows (rules.ts, the same
 * rules the actions enforce). Each is named after the account for screen
 * readers and tests ("Approve ann@example.com"), the name starting with the
 * words the button shows ("Make admin: ann@example.com"), so a speech user
 * can say what they see (WCAG 2.5.3).
 */
export function UserActions({
  user,
  actor,
  adminCount,
  onChange,
  onSubscription,
  onDelete,
  className,
}: {
  user: AdminUserRow;
  actor: Actor;
  adminCount: number;
  onChange: (user: AdminUserRow, change: RowChange) => void;
  onSubscription: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => Promise<boolean>;
  className?: string;
}) {
  const t = useTranslations("adminUsers.actions");
  const email = user.email;
  return (
    <div className={cn("flex flex-wrap items-center gap-1", className)}>
      {canReview(user) ? (
        <>
          <Button type="button" size="sm" aria-label={t("approveLabel", { email })} onClick={() => onChange(user, "approve")}>
            <CheckIcon aria-hidden="true" />
            <span aria-hidden="true">{t("approve")}</span>
          </Button>
          <Button type="button" size="sm" variant="outline" aria-label={t("rejectLabel", { email })} onClick={() => onChange(user, "reject")}>
            <XIcon aria-hidden="true" />
            <span aria-hidden="true">{t("reject")}</span>
          </Button>
        </>
      ) : null}
      {canPromote(user, actor) ? (
        <Button type="button" size="sm" variant="ghost" aria-label={t("promoteLabel", { email })} onClick={() => onChange(user, "promote")}>
          <CrownIcon aria-hidden="true" />
          <span aria-hidden="true">{t("promote")}</span>
        </Button>
      ) : null}
      {canDemote(user, actor, adminCount) ? (
        <Button type="button" size="sm" variant="ghost" aria-label={t("demoteLabel", { email })} onClick={() => onChange(user, "demote")}>
          <ShieldOffIcon aria-hidden="true" />
          <span aria-hidden="true">{t("demote")}</span>
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" aria-label={t("subscriptionLabel", { email })} onClick={() => onSubscription(user)}>
        <CreditCardIcon aria-hidden="true" />
        <span aria-hidden="true">{t("subscription")}</span>
      </Button>
      {canDelete(user, actor, adminCount) ? (
        <ConfirmDelete
          triggerLabel={t("deleteLabel", { email })}
          title={t("deleteTitle", { email })}
          description={t("deleteDescription")}
          onConfirm={() => onDelete(user)}
        />
      ) : null}
    </div>
  );
}
