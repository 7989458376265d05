"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { GALLERY_UPDATED_EVENT } from "@/features/gallery/load";
import { isListedByPhotos } from "@/features/gallery/listed";
import { cropGalleryPhoto, deleteGalleryPhoto, reorderGallery, setGalleryVisibility, updateGalleryCaption } from "../actions";
import { CROP_ASPECTS, cropPercent, type CropKind, type PercentRect } from "@/lib/crop-rules";
import type { AdminGalleryPhoto } from "../queries";
import type { PhotoVisibility } from "../schemas";
import { BatchUpload } from "./batch-upload";
import { CropDialog } from "./crop-dialog";
import { NoPhotoWarning } from "./no-photo-warning";
import { PhotoList } from "./photo-list";

/**
 * Tells an open profile in this tab that the gallery changed (the public
 * Gallery reloads on it); other tabs and other servers hear of it through
 * model_gallery's change notification (use-table-change).
 */
function announceGalleryChange() {
  window.dispatchEvent(new Event(GALLERY_UPDATED_EVENT));
}

/** Photos in the order the site shows them: by order index, a new photo after those of equal index. */
function inOrder(photos: AdminGalleryPhoto[]): AdminGalleryPhoto[] {
  return photos.map((photo, position) => ({ photo, position })).sort((a, b) => a.photo.orderIndex - b.photo.orderIndex || a.position - b.position).map(({ photo }) => photo);
}

/**
 * The gallery manager on a saved model's edit page (decision 024): every photo
 * whatever its visibility, caption, visibility, crops, removal and order, and
 * the batch upload. Each change is one admin action; the list is updated from
 * its answer.
 */
export function GalleryManager({ modelId, initialPhotos }: { modelId: string; initialPhotos: AdminGalleryPhoto[] }) {
  const t = useTranslations("adminModels.gallery");
  const callAdmin = useAdminAction();
  const [photos, setPhotos] = useState(initialPhotos);
  const [busy, setBusy] = useState(false);
  const [cropping, setCropping] = useState<{ photo: AdminGalleryPhoto; kind: CropKind } | null>(null);

  const replace = (photo: AdminGalleryPhoto) => setPhotos((current) => current.map((other) => (other.id === photo.id ? photo : other)));

  async function reorder(ids: string[]) {
    const before = photos;
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    // Shown at once; put back if the save fails.
    setPhotos(ids.map((id, index) => ({ ...byId.get(id)!, orderIndex: index })));
    setBusy(true);
    const result = await callAdmin(reorderGallery, { modelId, ids });
    setBusy(false);
    if (!result.ok) {
      setPhotos(before);
      toast.error(result.error);
      return;
    }
    toast.success(t("orderSaved"));
    announceGalleryChange();
  }

  async function caption(id: string, text: string): Promise<boolean> {
    const result = await callAdmin(updateGalleryCaption, { id, caption: text });
    if (!result.ok) {
      toast.error(result.fieldErrors?.caption?.[0] ?? result.error);
      return false;
    }
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, caption: result.data.caption } : photo)));
    toast.success(t("captionSaved"));
    announceGalleryChange();
    return true;
  }

  async function visibility(id: string, value: PhotoVisibility) {
    const result = await callAdmin(setGalleryVisibility, { id, visibility: value });
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, visibility: value } : photo)));
    toast.success(t("visibilitySaved"));
    announceGalleryChange();
  }

  async function remove(id: string): Promise<boolean> {
    const result = await callAdmin(deleteGalleryPhoto, { id });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    setPhotos((current) => current.filter((photo) => photo.id !== id));
    toast.success(t("removed"));
    announceGalleryChange();
    return true;
  }

  async function crop(photo: AdminGalleryPhoto, kind: CropKind, rect: PercentRect): Promise<boolean> {
    const result = await callAdmin(cropGalleryPhoto, { id: photo.id, kind, rect });
    if (!result.ok) {
      toast.error(result.fieldErrors?.rect?.[0] ? `${result.error}: ${result.fieldErrors.rect[0]}` : result.error);
      return false;
    }
    replace(result.data.photo);
    toast.success(t("cropSaved"));
    announceGalleryChange();
    return true;
  }

  function added(photo: AdminGalleryPhoto) {
    setPhotos((current) => inOrder([...current, photo]));
    announceGalleryChange();
  }

  const stored = cropping ? (cropping.kind === "square" ? cropping.photo.squareCrop : cropping.photo.portraitCrop) : null;
  const size = cropping?.photo.width && cropping.photo.height ? { width: cropping.photo.width, height: cropping.photo.height } : null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {/* A model is on the public site once it has one photo that is not admin-only; said as the gallery is now, not as the page loaded. */}
      {!isListedByPhotos(photos.map((photo) => photo.visibility)) ? <NoPhotoWarning /> : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("countLabel", { count: photos.length })}
      </p>
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <PhotoList
          photos={photos}
          busy={busy}
          onReorder={reorder}
          onCaption={caption}
          onVisibility={visibility}
          onDelete={remove}
          onCrop={(photo, kind) => setCropping({ photo, kind })}
        />
      )}
      <BatchUpload modelId={modelId} onUploaded={added} />
      {cropping ? (
        <CropDialog
          open
          onOpenChange={(open) => !open && setCropping(null)}
          // The cropper shows the stored original the rectangle is measured on.
          imageUrl={cropping.photo.imageUrl}
          aspect={CROP_ASPECTS[cropping.kind]}
          title={t("cropDialog.title", { kind: t(`cropDialog.${cropping.kind}`) })}
          initialPercent={stored && size ? cropPercent(stored, size) : null}
          onApply={(rect) => crop(cropping.photo, cropping.kind, rect)}
        />
      ) : null}
    </div>
  );
}
