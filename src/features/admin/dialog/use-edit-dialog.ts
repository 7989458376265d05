"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, SubmitErrorHandler, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "../action";
import { applyFieldErrors, useAdminAction } from "../use-admin-action";
import { useConflictToast } from "../use-conflict-toast";
import { useUnsavedChangesGuard } from "../use-unsaved-changes";

/** The caller of server actions a dialog's `send` is handed (useAdminAction: it never throws). */
export type AdminCall = ReturnType<typeof useAdminAction>;

export interface EditDialogOptions<V extends FieldValues, Out, Data> {
  /** The dialog shows (the unsaved-changes guard only runs then). */
  open: boolean;
  form: UseFormReturn<V, unknown, Out>;
  /** The fields an action's field errors may name, in the order they appear. */
  fields: readonly string[];
  /**
   * Create or update through `call`. An edit sends the version it loaded and
   * `overwrite` (true only after the admin chose Overwrite in the conflict
   * toast). Null when the dialog refused the values itself (a rule it says
   * under a field before a round trip).
   */
  send: (values: Out, overwrite: boolean, call: AdminCall) => Promise<ActionResult<Data>> | null;
  /** The success toast. */
  savedMessage: string;
  /** After the success toast: the screen closes the dialog and reads its list again. */
  onSaved: (data: Data) => void;
  /** The screen's close; called once the dialog may close. */
  onClose: () => void;
  /** A refused save's field errors (after they are under the fields), e.g. to open the tab of the first. */
  onRefused?: (fieldErrors: Record<string, string[]> | undefined) => void;
  /** The schema refused the values in the browser. */
  onInvalid?: SubmitErrorHandler<V>;
  /**
   * Closing with unsaved changes asks first (default). False keeps a dialog
   * that has always closed without asking as it was; the guard against
   * leaving the page still runs.
   */
  askBeforeClose?: boolean;
}

/**
 * The part every admin edit dialog shares, written once: the submit flow
 * through useAdminAction, the no-silent-overwrite answer (a conflict offers
 * Reload or Overwrite and keeps what was typed), the action's field errors
 * under the fields and its message as a toast, the success toast, and the
 * unsaved-changes guard (closing or leaving with changes asks first).
 * Returns what EditDialog takes: open, onClose, onSubmit, submitting.
 */
export function useEditDialog<V extends FieldValues, Out, Data>({
  open,
  form,
  fields,
  send,
  savedMessage,
  onSaved,
  onClose,
  onRefused,
  onInvalid,
  askBeforeClose = true,
}: EditDialogOptions<V, Out, Data>) {
  const tErrors = useTranslations("adminShell.actionErrors");
  const call = useAdminAction();
  const offerOverwrite = useConflictToast();
  const { isSubmitting, isDirty } = form.formState;
  const unsavedMessage = tErrors("unsavedChanges");
  useUnsavedChangesGuard(open && isDirty, unsavedMessage);

  async function save(values: Out, overwrite = false): Promise<void> {
    const request = send(values, overwrite, call);
    if (!request) return;
    const result = await request;
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, fields);
      onRefused?.(result.fieldErrors);
      toast.error(result.error);
      return;
    }
    toast.success(savedMessage);
    onSaved(result.data);
  }

  function close() {
    if (isSubmitting) return;
    if (askBeforeClose && isDirty && !window.confirm(unsavedMessage)) return;
    onClose();
  }

  return {
    open,
    onClose: close,
    onSubmit: form.handleSubmit((values) => save(values), onInvalid),
    submitting: isSubmitting,
  };
}
