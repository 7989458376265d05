"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/features/admin/components/form-field";
import { ConfirmAction } from "@/features/admin/dialog/confirm-action";

export interface ConfirmChange {
  title: string;
  description: string;
  confirmLabel: string;
  /** Ask for the optional audit note (approve, reject). */
  withNote?: boolean;
  destructive?: boolean;
  /** More fields (the bulk extension's length). */
  extra?: ReactNode;
  /** Resolves true when the change was made; the dialog then closes. */
  run: (note: string) => Promise<boolean>;
}

/**
 * Asks before a change to an account (approve, reject, promote, demote, a
 * bulk change), optionally with a note for the audit log: the ConfirmAction
 * kit as a plain dialog, since it carries a form field. Stays open, its
 * buttons disabled, until the action has answered; closes only on success,
 * so a refusal leaves what was typed in place.
 */
export function ConfirmChangeDialog({ change, onClose }: { change: ConfirmChange | null; onClose: () => void }) {
  const t = useTranslations("adminUsers.review");
  const tSubscription = useTranslations("adminUsers.subscription");
  const [note, setNote] = useState("");

  function close() {
    setNote("");
    onClose();
  }

  return (
    <ConfirmAction
      kind="dialog"
      closeLabel={tSubscription("close")}
      open={change !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={change?.title}
      description={change?.description}
      confirmLabel={change?.confirmLabel}
      busyLabel={t("working")}
      cancelLabel={t("cancel")}
      destructive={change?.destructive}
      onConfirm={async () => (change ? change.run(note) : false)}
    >
      {change?.extra}
      {change?.withNote ? (
        <FormField id="user-change-note" label={t("note")} hint={t("noteHint")}>
          {(a11y) => <Textarea {...a11y} rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />}
        </FormField>
      ) : null}
    </ConfirmAction>
  );
}
