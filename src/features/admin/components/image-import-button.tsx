"use client";

import { LinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "../action";
import { EditDialogForm, EditDialogFrame } from "../dialog/edit-dialog";
import { useAdminAction } from "../use-admin-action";
import { FormField } from "./form-field";

/** What the upload and import buttons share: the screen's upload action, and how the button looks. */
export interface ImageActionButtonProps<T> {
  action: (data: FormData) => Promise<ActionResult<T>>;
  /** Other entries of the action's FormData (an id, a purpose). */
  fields?: Record<string, string>;
  disabled?: boolean;
  className?: string;
}

/**
 * "Import from address", the companion of the upload button: a small dialog
 * with one address field. It sends `address` (and `fields`) to the same
 * upload action as a file, which fetches the image on the server under the
 * import's rules (decision 046) and stores it like an upload; a refusal is
 * said under the field and the dialog stays open with what was typed.
 */
export function ImageImportButton<T>({ action, fields = {}, onImported, disabled, className }: ImageActionButtonProps<T> & { onImported: (data: T) => void }) {
  const t = useTranslations("adminContent.imageImport");
  const callAdmin = useAdminAction();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [importing, setImporting] = useState(false);

  function close() {
    if (importing) return;
    setOpen(false);
    setAddress("");
    setError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to a form around the button (the blog post, meta tag and tile dialogs).
    event.stopPropagation();
    const trimmed = address.trim();
    if (!trimmed) return setError(t("required"));
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    data.set("address", trimmed);
    setImporting(true);
    setError(undefined);
    const result = await callAdmin(action, data);
    setImporting(false);
    if (!result.ok) return setError(result.fieldErrors?.address?.[0] ?? result.fieldErrors?.file?.[0] ?? result.error);
    onImported(result.data);
    toast.success(t("imported"));
    setOpen(false);
    setAddress("");
  }

  return (
    <>
      <Button type="button" variant="outline" size="sm" className={className} disabled={disabled} onClick={() => setOpen(true)}>
        <LinkIcon aria-hidden="true" />
        {t("button")}
      </Button>
      <EditDialogFrame open={open} onClose={close} closeLabel={t("close")} className="sm:max-w-md">
        <EditDialogForm
          texts={{ title: t("title"), description: t("description"), cancel: t("cancel"), submit: t("submit"), busy: t("importing") }}
          onSubmit={submit}
          onCancel={close}
          submitting={importing}
          testId="image-import-form"
        >
          <FormField id={fieldId} label={t("label")} hint={t("hint")} error={error}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder={t("placeholder")}
                value={address}
                readOnly={importing}
                onChange={(event) => setAddress(event.target.value)}
              />
            )}
          </FormField>
        </EditDialogForm>
      </EditDialogFrame>
    </>
  );
}
