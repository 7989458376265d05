"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDownIcon, ArrowUpIcon, CropIcon, GripVerticalIcon, StarIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import type { CropKind } from "@/lib/crop-rules";
import type { AdminGalleryPhoto } from "../queries";
import { MAX_CAPTION_LENGTH, VISIBILITY_CHOICES, type PhotoVisibility } from "../schemas";

export interface PhotoListHandlers {
  onReorder(ids: string[]): void;
  onCaption(id: string, caption: string): Promise<boolean>;
  onVisibility(id: string, visibility: PhotoVisibility): void;
  onDelete(id: string): Promise<boolean>;
  onCrop(photo: AdminGalleryPhoto, kind: CropKind): void;
}

/**
 * The model's photos in order (the first is the featured one),
 * reordered by dragging a handle with a pointer or the keyboard (dnd-kit's
 * KeyboardSensor: Space picks up, arrows move, Space drops, Escape cancels,
 * each step announced in the admin's language), or with Move up / Move down.
 * After Move up / Move down the focus follows the photo to its new place (on
 * the same button, or the other one when it reached an end), so pressing
 * again keeps moving the same photo.
 */
export function PhotoList({ photos, busy, ...handlers }: { photos: AdminGalleryPhoto[]; busy: boolean } & PhotoListHandlers) {
  const t = useTranslations("adminModels.gallery");
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = photos.map((photo) => photo.id);
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dnd.start", { from: position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t("dnd.over", { from: position(active.id), to: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t("dnd.end", { from: position(active.id), to: position(over.id) }) : undefined),
    onDragCancel: ({ active }) => t("dnd.cancel", { from: position(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    handlers.onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  /** The photo just moved by its buttons, and which way: its row takes the focus back once the list is live again. */
  const [moved, setMoved] = useState<{ id: string; delta: number } | null>(null);
  const move = (index: number, delta: number) => {
    setMoved({ id: ids[index], delta });
    handlers.onReorder(arrayMove(ids, index, index + delta));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("dragHint") } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t("title")} className="grid min-w-0 grid-cols-1 gap-3">
          {photos.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              index={index}
              total={photos.length}
              busy={busy}
              onMove={(delta) => move(index, delta)}
              focusAfterMove={moved?.id === photo.id ? moved.delta : null}
              onFocusedAfterMove={() => setMoved(null)}
              {...handlers}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function PhotoRow({
  photo,
  index,
  total,
  busy,
  onMove,
  focusAfterMove,
  onFocusedAfterMove,
  onCaption,
  onVisibility,
  onDelete,
  onCrop,
}: {
  photo: AdminGalleryPhoto;
  index: number;
  total: number;
  busy: boolean;
  onMove: (delta: number) => void;
  focusAfterMove: number | null;
  onFocusedAfterMove: () => void;
} & Omit<PhotoListHandlers, "onReorder">) {
  const t = useTranslations("adminModels.gallery");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id, disabled: busy });
  const [caption, setCaption] = useState(photo.caption);
  const n = index + 1;
  const captionChanged = caption.trim() !== photo.caption;
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);

  // The buttons are disabled while the order saves (and a moved row's node may be moved in the DOM), which drops
  // the focus: once the save is over, the moved photo's button in the same direction takes it, or the other one at an end.
  useEffect(() => {
    if (focusAfterMove === null || busy) return;
    const target = focusAfterMove > 0 ? (index < total - 1 ? downRef : upRef) : index > 0 ? upRef : downRef;
    target.current?.focus();
    onFocusedAfterMove();
  }, [focusAfterMove, busy, index, total, onFocusedAfterMove]);

  async function saveCaption() {
    if (!captionChanged) return;
    if (!(await onCaption(photo.id, caption.trim()))) setCaption(photo.caption);
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={t("photoLabel", { position: n, total })}
      className={`grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-border bg-card p-3 sm:grid-cols-[auto_6rem_minmax(0,1fr)] sm:items-start ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <div className="flex items-center gap-1 sm:flex-col">
        <Button type="button" variant="ghost" size="icon" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t("dragHandle", { position: n })} className="size-9 cursor-grab touch-none">
          <GripVerticalIcon aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon" className="size-9" ref={upRef} disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={t("moveUp", { position: n })}>
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon" className="size-9" ref={downRef} disabled={busy || index === total - 1} onClick={() => onMove(1)} aria-label={t("moveDown", { position: n })}>
          <ArrowDownIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="relative w-24">
        {/* The thumbnail the site shows: the 1:1 crop when there is one. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- an access-checked media route the image optimiser may not fetch */}
        <img src={photo.thumbnailUrl} alt={t("thumbnailAlt", { position: n })} className="aspect-square w-24 rounded-md object-cover" loading="lazy" />
        {index === 0 ? (
          <Badge className="absolute -top-2 left-1 gap-1">
            <StarIcon aria-hidden="true" className="size-3" />
            {t("featured")}
          </Badge>
        ) : null}
      </div>
      <div className="grid min-w-0 gap-3">
        <div className="grid gap-1">
          <label htmlFor={`gallery-caption-${photo.id}`} className="text-sm font-medium">
            {t("captionLabel", { position: n })}
          </label>
          <div className="flex gap-2">
            <Input
              id={`gallery-caption-${photo.id}`}
              className="min-w-0"
              value={caption}
              maxLength={MAX_CAPTION_LENGTH}
              onChange={(event) => setCaption(event.target.value)}
              onBlur={saveCaption}
              onKeyDown={(event) => {
                // Enter saves the caption; it must not submit the model form around the manager.
                if (event.key === "Enter") {
                  event.preventDefault();
                  void saveCaption();
                }
              }}
            />
            <Button type="button" variant="outline" disabled={!captionChanged} onClick={saveCaption}>
              {t("captionSave")}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label id={`gallery-visibility-${photo.id}-label`} className="text-sm font-medium">
              {t("visibilityLabel", { position: n })}
            </label>
            <Select value={photo.visibility} onValueChange={(value) => onVisibility(photo.id, value as PhotoVisibility)}>
              <SelectTrigger aria-labelledby={`gallery-visibility-${photo.id}-label`} className="w-64 max-w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VISIBILITY_CHOICES.map((visibility) => (
                  <SelectItem key={visibility} value={visibility}>
                    {t(`visibility.${visibility}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {photo.croppable ? (
            <>
              <Button type="button" variant="outline" size="sm" className="h-9" onClick={() => onCrop(photo, "square")} aria-label={t("cropSquareOf", { position: n })}>
                <CropIcon aria-hidden="true" />
                {t("cropSquare")}
              </Button>
              <Button type="button" variant="outline" size="sm" className="h-9" onClick={() => onCrop(photo, "portrait")} aria-label={t("cropPortraitOf", { position: n })}>
                <CropIcon aria-hidden="true" />
                {t("cropPortrait")}
              </Button>
            </>
          ) : null}
          <ConfirmDelete triggerLabel={t("removeOf", { position: n })} title={t("removeTitle")} description={t("removeBody")} onConfirm={() => onDelete(photo.id)} />
        </div>
        {photo.squareCrop || photo.portraitCrop ? (
          <p className="text-xs text-muted-foreground">
            {[photo.squareCrop ? t("cropped", { kind: "1:1" }) : null, photo.portraitCrop ? t("cropped", { kind: "3:4" }) : null].filter(Boolean).join(" · ")}
          </p>
        ) : null}
      </div>
    </li>
  );
}
