"use client";

import { Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { ConfirmAction } from "../dialog/confirm-action";

/**
 * A delete button behind an 'Are you sure?' dialog (the ConfirmAction kit
 * with the delete words): it stays open, 'Deleting...', until `onConfirm`
 * answers, and closes only when the delete succeeded.
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
  return (
    <ConfirmAction
      destructive
      title={title ?? t("confirmTitle")}
      description={description}
      confirmLabel={t("delete")}
      busyLabel={t("deleting")}
      cancelLabel={t("cancel")}
      onConfirm={onConfirm}
      trigger={
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
      }
    />
  );
}
