"use client";

import { useState, type ReactElement, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * Runs a confirmed action once: busy while it runs, so a second click
 * cannot send it twice, and `true` when the caller may close (the action
 * went through). A refusal keeps the dialog open with what was typed in it.
 */
export function useConfirmRun(run: () => Promise<boolean>) {
  const [busy, setBusy] = useState(false);
  async function confirm(): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    try {
      return await run();
    } finally {
      setBusy(false);
    }
  }
  return { busy, confirm };
}

export interface ConfirmActionProps {
  title: ReactNode;
  description: ReactNode;
  /** The confirm button's word ("Delete", "Reject", "Reset theme"). */
  confirmLabel: ReactNode;
  /** Said on the confirm button while the action runs; the confirm label stays when none is given. */
  busyLabel?: ReactNode;
  cancelLabel: ReactNode;
  /** Red confirm button for a change that removes or cannot be undone easily. */
  destructive?: boolean;
  /**
   * The action, through useAdminAction, reporting through the toast as the
   * screen always has. Resolves true when it went through: only then does
   * the dialog close.
   */
  onConfirm: () => Promise<boolean>;
  /** The button that opens it (an uncontrolled confirmation). */
  trigger?: ReactElement;
  /** A controlled confirmation: opened by the screen, e.g. after a check or from a menu. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** More between the question and the buttons (a list of problems, a note field). */
  children?: ReactNode;
  /**
   * "alert" (default): an alertdialog that only its buttons close. "dialog": a
   * plain dialog with a close button, for a confirmation that carries a form
   * field (the users screen's audit note); it needs `closeLabel`.
   */
  kind?: "alert" | "dialog";
  closeLabel?: string;
}

/**
 * The back office's "are you sure?": a question, Cancel and a confirm
 * button that runs an async admin action. The dialog stays open, both
 * buttons disabled and the confirm button saying `busyLabel`, until the
 * action answers, and closes only when it succeeded. The confirm button is a
 * plain button, not AlertDialogAction: that one closes the dialog before the
 * action has answered.
 */
export function ConfirmAction({
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
  children,
  kind = "alert",
  closeLabel,
}: ConfirmActionProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const { busy, confirm } = useConfirmRun(onConfirm);

  function setOpen(next: boolean) {
    if (busy) return;
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  }

  async function run() {
    if (await confirm()) setOpen(false);
  }

  const confirmButton = (
    <Button type="button" variant={destructive ? "destructive" : "default"} disabled={busy} onClick={run}>
      {busy && busyLabel ? busyLabel : confirmLabel}
    </Button>
  );

  if (kind === "dialog") {
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={closeLabel}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              {cancelLabel}
            </Button>
            {confirmButton}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {confirmButton}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
