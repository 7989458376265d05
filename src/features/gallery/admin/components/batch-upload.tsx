"use client";

import { CropIcon, ImagePlusIcon, UploadIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { ImageImportButton } from "@/features/admin/components/image-import-button";
import { ProgressBar } from "@/features/admin/components/progress-bar";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { CROP_ASPECTS, type CropKind, type PercentRect } from "@/lib/crop-rules";
import { uploadGalleryPhoto } from "../actions";
import type { AdminGalleryPhoto } from "../queries";
import { VISIBILITY_CHOICES, type PhotoVisibility } from "../schemas";
import { sendGalleryPhoto } from "../upload-request";
import { ACCEPTED_TYPES, BATCH_LIMITS, batchOutcome, chooseBatch, pendingItem, runQueue, summarise, updateItem, type UploadItem } from "../upload-queue";
import { CropDialog } from "./crop-dialog";

let nextItemId = 0;

/**
 * Batch upload: up to 10 JPG/PNG/WebP files of at most
 * 10 MB, checked as they are chosen (the rest skipped with their
 * notices), each with an optional 1:1 and 3:4 crop chosen on the local file,
 * then sent 3 at a time, one file per request, each row with its own
 * progress bar and state. A failed file stays in the list with its message.
 */
export function BatchUpload({ modelId, onUploaded }: { modelId: string; onUploaded: (photo: AdminGalleryPhoto) => void }) {
  const t = useTranslations("adminModels.gallery");
  const tUpload = useTranslations("adminModels.gallery.upload");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [visibility, setVisibility] = useState<PhotoVisibility>("public");
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);
  const [cropping, setCropping] = useState<{ item: UploadItem; kind: CropKind; url: string } | null>(null);
  const [dragOver, setDragOver] = useState(false);

  const pending = items.filter((item) => item.status === "pending");
  const queued = items.filter((item) => item.status !== "success").length;

  // Object URLs for the cropper are released when it closes (below) or the manager goes.
  useEffect(() => () => void (cropping && URL.revokeObjectURL(cropping.url)), [cropping]);

  function addFiles(files: File[]) {
    const { accepted, skipped } = chooseBatch(files, queued);
    const notices = new Set(skipped.map((skip) => skip.reason));
    if (notices.has("type")) toast.error(tUpload("skippedType"));
    if (notices.has("size")) toast.error(tUpload("skippedSize"));
    if (notices.has("count")) toast.error(tUpload("skippedCount", { n: BATCH_LIMITS.maxFiles }));
    if (accepted.length > 0) setItems((current) => [...current, ...accepted.map((file) => pendingItem(`upload-${++nextItemId}`, file))]);
  }

  async function start() {
    const batch = items.filter((item) => item.status === "pending" || item.status === "error");
    if (batch.length === 0) return;
    setRunning(true);
    const final = await runQueue(
      batch,
      async (item, onProgress) => {
        const { result, data } = await sendGalleryPhoto<{ photo: AdminGalleryPhoto }>(modelId, item, visibility, { onProgress, networkMessage: tUpload("network") });
        if (result.ok && data) onUploaded(data.photo);
        return result;
      },
      (id, change) => setItems((current) => updateItem(current, id, change)),
    );
    setRunning(false);
    const summary = summarise(final);
    const outcome = batchOutcome(summary);
    if (outcome === "noneSucceeded") toast.error(tUpload("noneSucceeded"));
    else if (outcome === "someFailed") toast.error(tUpload("someFailed", { ...summary }));
    else toast.success(tUpload("allSucceeded", { count: summary.succeeded }));
  }

  function openCrop(item: UploadItem, kind: CropKind) {
    setCropping({ item, kind, url: URL.createObjectURL(item.file) });
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-dashed border-border p-3">
      <h3 id={`${inputId}-title`} className="text-sm font-semibold">
        {tUpload("title")}
      </h3>
      <div className="grid gap-1 sm:max-w-xs">
        <label id={`${inputId}-visibility`} className="text-sm font-medium">
          {tUpload("visibilityLabel")}
        </label>
        <Select value={visibility} onValueChange={(value) => setVisibility(value as PhotoVisibility)} disabled={running}>
          <SelectTrigger aria-labelledby={`${inputId}-visibility`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {VISIBILITY_CHOICES.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {t(`visibility.${choice}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragOver(false);
          addFiles([...event.dataTransfer.files]);
        }}
        className={`grid justify-items-start gap-2 rounded-md border border-border p-4 ${dragOver ? "bg-accent/40" : ""}`}
      >
        {/*
          The file input stays the focusable control, out of sight: it is
          emptied after each choice (so the same file can be chosen again),
          and would then say "No file chosen" beside the queue. Its label is the button.
        */}
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPTED_TYPES.join(",")}
          disabled={running}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            // The same file chosen again must fire a change.
            event.target.value = "";
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:pointer-events-none peer-disabled:opacity-50",
          )}
        >
          <ImagePlusIcon aria-hidden="true" />
          {tUpload("dropLabel")}
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {tUpload("dropHint", { max: BATCH_LIMITS.maxFiles })}
        </p>
        {/* One photo from an address, with the visibility chosen above; it joins the gallery as soon as it is stored. */}
        <ImageImportButton action={uploadGalleryPhoto} fields={{ modelId, visibility }} onImported={({ photo }) => onUploaded(photo)} disabled={running} />
      </div>

      {items.length > 0 ? (
        <ul aria-label={tUpload("queueLabel")} className="grid gap-2">
          {items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              running={running}
              onCrop={(kind) => openCrop(item, kind)}
              onRemove={() => setItems((current) => current.filter((other) => other.id !== item.id))}
            />
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={running || pending.length + items.filter((item) => item.status === "error").length === 0} onClick={start}>
          <UploadIcon aria-hidden="true" />
          {tUpload("start", { count: pending.length + items.filter((item) => item.status === "error").length })}
        </Button>
        {items.some((item) => item.status === "success") && !running ? (
          <Button type="button" variant="outline" onClick={() => setItems((current) => current.filter((item) => item.status !== "success"))}>
            {tUpload("clear")}
          </Button>
        ) : null}
      </div>

      {cropping ? (
        <CropDialog
          open
          onOpenChange={(open) => !open && setCropping(null)}
          imageUrl={cropping.url}
          aspect={CROP_ASPECTS[cropping.kind]}
          title={t("cropDialog.title", { kind: t(`cropDialog.${cropping.kind}`) })}
          initialPercent={cropping.kind === "square" ? cropping.item.squareCrop : cropping.item.portraitCrop}
          onApply={async (rect: PercentRect) => {
            const change = cropping.kind === "square" ? { squareCrop: rect } : { portraitCrop: rect };
            setItems((current) => updateItem(current, cropping.item.id, change));
            return true;
          }}
        />
      ) : null}
    </section>
  );
}

function QueueRow({ item, running, onCrop, onRemove }: { item: UploadItem; running: boolean; onCrop: (kind: CropKind) => void; onRemove: () => void }) {
  const t = useTranslations("adminModels.gallery");
  const tUpload = useTranslations("adminModels.gallery.upload");
  const status =
    item.status === "uploading"
      ? tUpload("status.uploading", { progress: item.progress })
      : item.status === "error"
        ? tUpload("status.error", { message: item.message ?? "" })
        : tUpload(`status.${item.status}`);
  const crops = [item.squareCrop ? "1:1" : null, item.portraitCrop ? "3:4" : null].filter(Boolean).join(", ");
  return (
    <li aria-label={item.file.name} data-status={item.status} className="grid gap-2 rounded-md border border-border p-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-sm">{item.file.name}</span>
        {item.status === "pending" ? (
          <>
            <Button type="button" variant="outline" size="sm" disabled={running} onClick={() => onCrop("square")}>
              <CropIcon aria-hidden="true" />
              {t("cropSquare")}
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={running} onClick={() => onCrop("portrait")}>
              <CropIcon aria-hidden="true" />
              {t("cropPortrait")}
            </Button>
          </>
        ) : null}
        {item.status !== "uploading" ? (
          <Button type="button" variant="ghost" size="icon" className="size-8" disabled={running} onClick={onRemove} aria-label={tUpload("removeItem", { name: item.file.name })}>
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <ProgressBar value={item.progress} label={tUpload("progressLabel", { name: item.file.name })} />
      <p role={item.status === "error" ? "alert" : undefined} className={`text-xs ${item.status === "error" ? "text-red-300 light:text-destructive" : "text-muted-foreground"}`}>
        {status}
        {crops ? ` · ${tUpload("cropsChosen", { kinds: crops })}` : null}
      </p>
    </li>
  );
}
