"use client";

import { UploadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { imageFileProblem } from "@/features/admin/image-file";

/**
 * Picks an image file, checks it in the browser (image type, 10 MB: admin
 * spec §5, with the spec's messages) and hands it to `onFile`, which uploads
 * it through a server action. The server checks the bytes again.
 */
export function ImageUploadButton({
  onFile,
  disabled,
  label,
  className,
}: {
  onFile: (file: File) => Promise<void>;
  disabled?: boolean;
  label?: string;
  className?: string;
}) {
  const t = useTranslations("adminContent.upload");
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem === "notImage") {
      toast.error(t("invalidTypeTitle"), { description: t("notImage") });
      return;
    }
    if (problem === "tooLarge") {
      toast.error(t("tooLargeTitle"), { description: t("tooLarge") });
      return;
    }
    setUploading(true);
    try {
      await onFile(file);
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onChange} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={className}
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
      >
        <UploadIcon aria-hidden="true" />
        {uploading ? t("uploading") : (label ?? t("button"))}
      </Button>
    </>
  );
}
