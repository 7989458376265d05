"use client";

import { CropIcon, LoaderCircleIcon, UploadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ImageImportButton } from "@/features/admin/components/image-import-button";
import { imageFileProblem } from "@/features/admin/image-file";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { CROP_ASPECTS, type PercentRect } from "@/lib/crop-rules";
import { CropDialog } from "@/features/gallery/admin/components/crop-dialog";
import { cropModelMainImage, uploadModelMainImage } from "../actions";
import { ImageFileInput } from "@/features/admin/components/image-file-input";

/** What the form keeps of a chosen main image. */
export interface MainImageChoice {
  url: string;
  mediaId: string;
  /** The stored uncropped upload the crop was cut from (cropping again starts from it). */
  sourceMediaId: string;
}

type Cropping = { kind: "file"; file: File; url: string } | { kind: "stored"; url: string; sourceMediaId: string };

/**
 * The main image, cropped 3:4: a chosen file
 * opens the 3:4 cropper on the local file, and the upload sends the file
 * with the rectangle; the server stores the whole picture and the crop
 * (actions.ts, uploadModelMainImage). "Crop 3:4" cuts the current stored
 * image again, from the kept uncropped upload when this form has one.
 */
export function MainImagePicker({
  current,
  sourceMediaId,
  onChosen,
}: {
  /** The stored main image now in the form, if any. */
  current: { url: string; mediaId: string } | null;
  sourceMediaId: string | null;
  onChosen: (choice: MainImageChoice) => void;
}) {
  const t = useTranslations("adminModels.form");
  const tUpload = useTranslations("adminContent.upload");
  const callAdmin = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [busy, setBusy] = useState(false);

  // The local file's address is released when the cropper closes.
  useEffect(() => () => void (cropping?.kind === "file" && URL.revokeObjectURL(cropping.url)), [cropping]);

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem === "notImage") toast.error(tUpload("invalidTypeTitle"), { description: tUpload("notImage") });
    else if (problem === "tooLarge") toast.error(tUpload("tooLargeTitle"), { description: tUpload("tooLarge") });
    else setCropping({ kind: "file", file, url: URL.createObjectURL(file) });
  }

  async function apply(rect: PercentRect): Promise<boolean> {
    if (!cropping) return false;
    setBusy(true);
    try {
      if (cropping.kind === "file") {
        const data = new FormData();
        data.set("file", cropping.file);
        data.set("crop", JSON.stringify(rect));
        const result = await callAdmin(uploadModelMainImage, data);
        if (!result.ok) {
          toast.error(tUpload("failed"), { description: result.error === tUpload("failed") ? undefined : result.error });
          return false;
        }
        onChosen(result.data);
        toast.success(tUpload("uploaded"));
        return true;
      }
      const result = await callAdmin(cropModelMainImage, { sourceMediaId: cropping.sourceMediaId, rect });
      if (!result.ok) {
        toast.error(result.error);
        return false;
      }
      onChosen(result.data);
      toast.success(t("fields.imageCropped"));
      return true;
    } finally {
      setBusy(false);
    }
  }

  function cropStored(source: string) {
    setCropping({ kind: "stored", sourceMediaId: source, url: `/api/media/${source}/original` });
  }

  function recrop() {
    if (current) cropStored(sourceMediaId ?? current.mediaId);
  }

  /** An imported image is stored whole (as an upload without a rectangle), then offered to the 3:4 cropper. */
  function imported(choice: MainImageChoice) {
    onChosen(choice);
    cropStored(choice.sourceMediaId);
  }

  return (
    <>
      <ImageFileInput ref={input} testId="model-image-file" onChange={choose} />
      <Button type="button" variant="outline" size="sm" className="h-11" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <UploadIcon aria-hidden="true" />}
        {busy ? tUpload("uploading") : t("fields.uploadImage")}
      </Button>
      <ImageImportButton action={uploadModelMainImage} onImported={imported} disabled={busy} className="h-11" />
      {current ? (
        <Button type="button" variant="outline" size="sm" className="h-11" disabled={busy} onClick={recrop}>
          <CropIcon aria-hidden="true" />
          {t("fields.cropImage")}
        </Button>
      ) : null}
      {cropping ? (
        <CropDialog open onOpenChange={(open) => !open && setCropping(null)} imageUrl={cropping.url} aspect={CROP_ASPECTS.portrait} title={t("fields.cropMainTitle")} onApply={apply} />
      ) : null}
    </>
  );
}
