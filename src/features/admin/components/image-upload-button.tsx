"use client";

import { LoaderCircleIcon, UploadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { imageFileProblem } from "../image-file";
import { useAdminAction } from "../use-admin-action";
import { ImageImportButton, type ImageActionButtonProps } from "./image-import-button";
import { ImageFileInput } from "./image-file-input";

/**
 * The back office's image upload button: picks an image file, checks it in
 * the browser (image type, 10 MB, with 'Please select an image file' and its kin),
 * sends it with `fields` to the screen's upload action (which checks the
 * bytes again, src/features/admin/image-upload.ts) and says how it went.
 * `onUploaded` gets the action's data (the stored image's address).
 * Beside it, "Import from address" sends an address to the same action
 * instead of a file (image-import-button.tsx).
 */
export function ImageUploadButton<T>({
  action,
  fields = {},
  onUploaded,
  disabled,
  label,
  className,
  inputTestId,
}: ImageActionButtonProps<T> & {
  onUploaded: (data: T) => void;
  label?: string;
  inputTestId?: string;
}) {
  const t = useTranslations("adminContent.upload");
  const callAdmin = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    data.set("file", file);
    setUploading(true);
    const result = await callAdmin(action, data);
    setUploading(false);
    if (!result.ok) {
      toast.error(t("failed"), { description: result.error === t("failed") ? undefined : result.error });
      return;
    }
    onUploaded(result.data);
    toast.success(t("uploaded"));
  }

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem === "notImage") toast.error(t("invalidTypeTitle"), { description: t("notImage") });
    else if (problem === "tooLarge") toast.error(t("tooLargeTitle"), { description: t("tooLarge") });
    else void upload(file);
  }

  return (
    <>
      <ImageFileInput ref={input} testId={inputTestId} onChange={onChange} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={className}
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <UploadIcon aria-hidden="true" />}
        {uploading ? t("uploading") : (label ?? t("button"))}
      </Button>
      <ImageImportButton action={action} fields={fields} onImported={onUploaded} disabled={disabled || uploading} className={className} />
    </>
  );
}
