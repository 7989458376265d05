"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import "react-easy-crop/react-easy-crop.css";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { PercentRect } from "@/lib/crop-rules";

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.1;

/**
 * The cropper (react-easy-crop) in a dialog. It answers a rectangle in
 * PERCENT of the picture (crop-rules.ts says why), for a local file before
 * upload as for a stored photo. Usable by keyboard: the crop area takes
 * focus and moves with the arrow keys (react-easy-crop's keyboardStep), the
 * zoom is a labelled slider, and + / − zoom too.
 */
export function CropDialog({
  open,
  onOpenChange,
  imageUrl,
  aspect,
  title,
  initialPercent,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  imageUrl: string | null;
  aspect: number;
  title: string;
  /** Where the crop was left last time, to reopen it there. */
  initialPercent?: PercentRect | null;
  /** Resolves true when the crop was saved (the dialog then closes). */
  onApply: (rect: PercentRect) => Promise<boolean>;
}) {
  const t = useTranslations("adminModels.gallery.cropDialog");
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PercentRect | null>(initialPercent ?? null);
  const [saving, setSaving] = useState(false);

  const clampZoom = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));

  async function apply() {
    if (!area) return;
    setSaving(true);
    try {
      if (await onApply(area)) onOpenChange(false);
    } finally {
      setSaving(false);
    }
  }

  function zoomByKey(event: React.KeyboardEvent) {
    if (event.key === "+" || event.key === "=") setZoom((value) => clampZoom(value + ZOOM_STEP));
    else if (event.key === "-" || event.key === "_") setZoom((value) => clampZoom(value - ZOOM_STEP));
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <div className="relative h-[min(60vh,28rem)] w-full overflow-hidden rounded-md bg-black" onKeyDown={zoomByKey}>
          {imageUrl ? (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={(value) => setZoom(clampZoom(value))}
              onCropComplete={(percent: Area) => setArea(percent)}
              initialCroppedAreaPercentages={initialPercent ?? undefined}
              keyboardStep={10}
              disableAutomaticStylesInjection
              cropperProps={{ "aria-label": t("imageLabel") } as React.HTMLAttributes<HTMLDivElement>}
            />
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor="gallery-crop-zoom" className="text-sm font-medium">
            {t("zoom")}
          </label>
          <input
            id="gallery-crop-zoom"
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            value={zoom}
            onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
            className="w-full accent-[hsl(var(--gold))]"
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button type="button" disabled={saving || !area} onClick={apply}>
            {saving ? t("saving") : t("apply")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
