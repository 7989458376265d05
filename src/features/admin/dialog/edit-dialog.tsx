"use client";

import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/** The words of an edit dialog's frame. */
export interface EditDialogTexts {
  title: string;
  description: ReactNode;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  cancel: string;
  /** The submit button: "Save" for an edit, "Create"/"Add" for a new item. */
  submit: string;
  /** The submit button while the save runs ("Saving..."). */
  busy: string;
}

/**
 * The frame's words from a dialog catalogue that uses the usual keys
 * (editTitle, createTitle, description, close, cancel, save, create,
 * saving), e.g. "adminSeo.metaTags.dialog". A catalogue without its own
 * words for a new item says createTitle and save instead.
 */
export function useEditDialogTexts(namespace: string, editing: boolean): EditDialogTexts {
  const t = useTranslations(namespace);
  return {
    title: editing ? t("editTitle") : t("createTitle"),
    description: t("description"),
    closeLabel: t("close"),
    cancel: t("cancel"),
    submit: editing ? t("save") : t("create"),
    busy: t("saving"),
  };
}

/**
 * The dialog around an edit form: asking to close (Escape, the overlay, the
 * corner button) goes through `onClose`, which decides whether it may.
 * Most dialogs use EditDialog; one whose form is remounted per row puts
 * EditDialogForm inside this frame itself.
 */
export function EditDialogFrame({
  open,
  onClose,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className={className} closeLabel={closeLabel}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Title, description, the form (no browser validation: the schema's
 * messages show under the fields) and the footer: Cancel, and the submit
 * button, both disabled while the save runs.
 */
export function EditDialogForm({
  texts,
  onSubmit,
  onCancel,
  submitting,
  submitDisabled = false,
  classNames = {},
  testId,
  children,
}: {
  texts: EditDialogTexts;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** Kept disabled for a reason of the form's own (the JSON check fails). */
  submitDisabled?: boolean;
  /** Classes added to the parts (a description with a link in it, a footer that sticks). */
  classNames?: { description?: string; form?: string; footer?: string };
  /** The form's data-testid, for the e2e page objects. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription className={classNames.description}>{texts.description}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className={cn("flex min-w-0 flex-col gap-5", classNames.form)} data-testid={testId}>
        {children}
        <DialogFooter className={classNames.footer}>
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={submitting || submitDisabled}>
            {submitting ? texts.busy : texts.submit}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

/**
 * An admin edit dialog: the frame and the form in one. Pair it with
 * useEditDialog, which supplies open, onClose, onSubmit and submitting:
 *
 *   const dialog = useEditDialog({ open: target !== null, form, fields: FIELDS, send, savedMessage, onSaved, onClose });
 *   <EditDialog {...dialog} texts={useEditDialogTexts("adminFoo.dialog", editing)} className="sm:max-w-lg">
 *     ...fields...
 *   </EditDialog>
 */
export function EditDialog({
  open,
  onClose,
  className,
  ...form
}: {
  open: boolean;
  onClose: () => void;
  className?: string;
} & Omit<Parameters<typeof EditDialogForm>[0], "onCancel">) {
  return (
    <EditDialogFrame open={open} onClose={onClose} closeLabel={form.texts.closeLabel} className={className}>
      <EditDialogForm {...form} onCancel={onClose} />
    </EditDialogFrame>
  );
}
