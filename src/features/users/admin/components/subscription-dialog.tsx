"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { formatDay } from "@/lib/format-date";
import type { SubscriptionChoice } from "../../subscription-dates";
import { endSubscription, grantSubscription } from "../actions";
import type { AdminUserRow, SubscriptionRecord } from "../list-query";
import { canHoldSubscription } from "../rules";
import { LengthChooser } from "./length-chooser";

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * One account's subscription (granted or ended by an admin, with an optional end date): what runs
 * now, a length to grant or extend it by (or a day, or no end), ending it
 * now, and every row it ever had.
 */
export function SubscriptionDialog({
  user,
  onClose,
  onChanged,
  now,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
  onChanged: () => void;
  /** When the page was read (ISO): which history rows were still running then. */
  now: string;
}) {
  const t = useTranslations("adminUsers.subscription");
  const tToasts = useTranslations("adminUsers.toasts");
  const callAdmin = useAdminAction();
  const [choice, setChoice] = useState<SubscriptionChoice>({ length: "1m", until: "" });
  const [untilError, setUntilError] = useState<string>();
  const [pending, setPending] = useState(false);

  function close() {
    setChoice({ length: "1m", until: "" });
    setUntilError(undefined);
    onClose();
  }

  async function run<T>(call: () => Promise<{ ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]> }>, success: (data: T) => string) {
    setPending(true);
    try {
      const result = await call();
      if (!result.ok) {
        setUntilError(result.fieldErrors?.until?.[0]);
        toast.error(result.error);
        return;
      }
      toast.success(success(result.data));
      onChanged();
      close();
    } finally {
      setPending(false);
    }
  }

  const current = user?.subscription ?? null;
  const currentEnd = current ? asDate(current.endsAt) : null;
  const allowed = user ? canHoldSubscription(user) : false;

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !pending && close()}>
      <DialogContent closeLabel={t("close")} className="max-w-xl">
        {user ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
              <DialogDescription>{t("description", { email: user.email })}</DialogDescription>
            </DialogHeader>

            <section aria-labelledby="subscription-current" className="flex flex-col gap-1 rounded-md border border-border p-3">
              <h3 id="subscription-current" className="text-sm font-medium">
                {t("current")}
              </h3>
              <p className="text-sm text-muted-foreground">
                {!current ? t("currentNone") : currentEnd ? t("currentUntil", { date: formatDay(currentEnd) }) : t("currentOpen")}
              </p>
              {user.isExclusiveMember ? <p className="text-xs text-muted-foreground">{t("exclusiveNote")}</p> : null}
            </section>

            {allowed ? (
              <LengthChooser idPrefix="subscription" choice={choice} onChange={(next) => (setChoice(next), setUntilError(undefined))} currentEnd={currentEnd} untilError={untilError} />
            ) : (
              <p role="note" className="text-sm text-muted-foreground">
                {t("needsApproval")}
              </p>
            )}

            <SubscriptionHistory rows={user.subscriptionHistory} now={Date.parse(now)} />

            <DialogFooter className="gap-2">
              {current ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() => run(() => callAdmin(endSubscription, { id: user.id }), () => tToasts("subscriptionEnded"))}
                >
                  {t("end")}
                </Button>
              ) : null}
              {allowed ? (
                <Button
                  type="button"
                  disabled={pending}
                  onClick={() =>
                    run(
                      () => callAdmin(grantSubscription, { id: user.id, length: choice.length, until: choice.until }),
                      ({ endsAt }) => (endsAt ? tToasts("subscriptionSaved", { date: formatDay(endsAt) }) : tToasts("subscriptionSavedOpen")),
                    )
                  }
                >
                  {current ? t("extend") : t("grant")}
                </Button>
              ) : null}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SubscriptionHistory({ rows, now }: { rows: SubscriptionRecord[]; now: number }) {
  const t = useTranslations("adminUsers.subscription");
  return (
    <section aria-labelledby="subscription-history" className="flex flex-col gap-2">
      <h3 id="subscription-history" className="text-sm font-medium">
        {t("history")}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("historyEmpty")}</p>
      ) : (
        <ol className="flex max-h-48 flex-col gap-2 overflow-y-auto text-sm">
          {rows.map((row) => {
            const endsAt = asDate(row.endsAt);
            const running = row.active && (!endsAt || endsAt.getTime() > now);
            return (
              <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border px-3 py-2">
                <span className="tabular-nums">
                  {t("historyPeriod", { start: formatDay(row.startsAt), end: endsAt ? formatDay(endsAt) : t("historyOpenEnd") })}
                </span>
                {running ? (
                  <Badge variant="success">{t("historyRunning")}</Badge>
                ) : row.endedAt ? (
                  <Badge variant="outline">{t("historyClosed", { date: formatDay(row.endedAt) })}</Badge>
                ) : (
                  <Badge variant="outline">{t("historyPast")}</Badge>
                )}
                {row.grantedByEmail ? <span className="text-xs text-muted-foreground">{t("historyGrantedBy", { email: row.grantedByEmail })}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
