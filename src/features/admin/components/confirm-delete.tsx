"use client";

import { Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
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
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * A delete button behind an 'Are you sure?' dialog. The dialog stays open
 * (buttons disabled, 'Deleting...') until `onConfirm` answers, and closes
 * only when the delete succeeded.
 */
export function ConfirmDelete({
  triggerLabel,
  title,
  description,
  onConfirm,
  showLabel = false,
}: {
  /** Accessible name of the trigger, e.g. 'Delete banner'. */
  triggerLabel: string;
  /** The dialog's question; 'Are you sure?' unless the screen words its own. */
  title?: string;
  description: string;
  /** Resolves true when the item was deleted. */
  onConfirm: () => Promise<boolean>;
  /** Show the label next to the icon instead of an icon-only button. */
  showLabel?: boolean;
}) {
  const t = useTranslations("adminShell.items");
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size={showLabel ? "sm" : "icon"}
          aria-label={showLabel ? undefined : triggerLabel}
          title={showLabel ? undefined : triggerLabel}
          className={cn("text-muted-foreground hover:bg-destructive/15 hover:text-red-300", showLabel ? undefined : "size-9")}
        >
          <Trash2Icon aria-hidden="true" />
          {showLabel ? triggerLabel : null}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t("confirmTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: that one closes the dialog before the delete has answered. */}
          <button type="button" className={buttonVariants({ variant: "destructive" })} disabled={pending} onClick={confirm}>
            {pending ? t("deleting") : t("delete")}
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
