"use client";

import { useTranslations } from "next-intl";
import type { FieldErrors, FieldValues, SubmitErrorHandler, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "../action";
import { applyFieldErrors, useAdminAction } from "../use-admin-action";
import { useConflictToast } from "../use-conflict-toast";
import { useUnsavedChangesGuard } from "../use-unsaved-changes";
import type { AdminCall } from "./create-or-update";
import { firstFieldWithError } from "./field-errors";

export { createOrUpdate, type AdminCall, type VersionedRow } from "./create-or-update";

type Send<Out, Data> = (values: Out, overwrite: boolean, call: AdminCall) => Promise<ActionResult<Data>> | null;

export interface EditDialogOptions<V extends FieldValues, Out, Data, F extends string> {
  /** The dialog shows (the unsaved-changes guard only runs then). */
  open: boolean;
  form: UseFormReturn<V, unknown, Out>;
  /** The fields an action's field errors may name, in the order they appear. */
  fields: readonly F[];
  /**
   * Create or update through `call`. An edit sends the version it loaded and
   * `overwrite` (true only after the admin chose Overwrite in the conflict
   * toast). Null when the dialog refused the values itself (a rule it says
   * under a field before a round trip).
   */
  send: Send<Out, Data>;
  /** The success toast. */
  savedMessage: string;
  /** After the success toast: the screen closes the dialog and reads its list again (a page form takes the saved values as its new start). */
  onSaved: (data: Data, values: Out) => void;
  /** The screen's close; called once the dialog may close (a form on a page has none). */
  onClose?: () => void;
  /** The first field (in `fields` order) the schema or a refused save marked, e.g. to open its tab. */
  onFirstError?: (field: F) => void;
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
 * Returns what EditDialog takes: open, onClose, onSubmit, submitting. A
 * form on a page of its own (global SEO) uses it too, with `open: true`.
 */
export function useEditDialog<V extends FieldValues, Out, Data, F extends string>({
  open,
  form,
  fields,
  send,
  savedMessage,
  onSaved,
  onClose,
  onFirstError,
  onInvalid,
  askBeforeClose = true,
}: EditDialogOptions<V, Out, Data, F>) {
  const tErrors = useTranslations("adminShell.actionErrors");
  const call = useAdminAction();
  const offerOverwrite = useConflictToast();
  const { isSubmitting, isDirty } = form.formState;
  const unsavedMessage = tErrors("unsavedChanges");
  useUnsavedChangesGuard(open && isDirty, unsavedMessage);

  function showFirstError(fieldErrors: Partial<Record<string, unknown>> | undefined) {
    const first = firstFieldWithError(fieldErrors, fields);
    if (first !== undefined) onFirstError?.(first);
  }

  function invalid(errors: FieldErrors<V>) {
    showFirstError(errors);
    onInvalid?.(errors);
  }

  async function save(values: Out, overwrite = false): Promise<void> {
    const request = send(values, overwrite, call);
    if (!request) return;
    const result = await request;
    if (offerOverwrite(result, () => save(values, true))) return;
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors, fields);
      showFirstError(result.fieldErrors);
      toast.error(result.error);
      return;
    }
    toast.success(savedMessage);
    onSaved(result.data, values);
  }

  function close() {
    if (isSubmitting) return;
    if (askBeforeClose && isDirty && !window.confirm(unsavedMessage)) return;
    onClose?.();
  }

  return {
    open,
    onClose: close,
    onSubmit: form.handleSubmit((values) => save(values), invalid),
    submitting: isSubmitting,
  };
}
