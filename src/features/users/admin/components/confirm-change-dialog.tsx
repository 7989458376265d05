"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/features/admin/components/form-field";

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
 * bulk change), optionally with a note for the audit log. Stays open, its
 * buttons disabled, until the action has answered; closes only on success,
 * so a refusal leaves what was typed in place.
 */
export function ConfirmChangeDialog({ change, onClose }: { change: ConfirmChange | null; onClose: () => void }) {
  const t = useTranslations("adminUsers.review");
  const tSubscription = useTranslations("adminUsers.subscription");
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!change) return;
    setPending(true);
    try {
      if (await change.run(note)) close();
    } finally {
      setPending(false);
    }
  }

  function close() {
    setNote("");
    onClose();
  }

  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && !pending && close()}>
      <DialogContent closeLabel={tSubscription("close")}>
        {change ? (
          <>
            <DialogHeader>
              <DialogTitle>{change.title}</DialogTitle>
              <DialogDescription>{change.description}</DialogDescription>
            </DialogHeader>
            {change.extra}
            {change.withNote ? (
              <FormField id="user-change-note" label={t("note")} hint={t("noteHint")}>
                {(a11y) => <Textarea {...a11y} rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />}
              </FormField>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={close}>
                {t("cancel")}
              </Button>
              <Button type="button" variant={change.destructive ? "destructive" : "default"} disabled={pending} onClick={confirm}>
                {pending ? t("working") : change.confirmLabel}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
