"use client";

import { clsx } from "clsx";
import { ImageOffIcon, XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import type * as React from "react";
import { useState } from "react";
import { counterLabel, keyStep } from "../navigation";
import type { GalleryPhoto } from "../select";
import { fullPhotoSource, type ImageEnvironment } from "../sources";
import { PhotoStepButton } from "./photo-step-button";
import { useSwipe } from "./use-swipe";

export interface LightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photos: GalleryPhoto[];
  index: number;
  onStep: (delta: number) => void;
  modelName: string;
  env: ImageEnvironment;
  /** The control that opened the viewer: focus goes back to it on close. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * Full-screen photo viewer. Built on Radix Dialog, which
 * traps focus inside, closes on Escape and locks page scrolling while open
 * (react-remove-scroll: `data-scroll-locked` and overflow hidden on <body>).
 * ← and → step through the photos, as do swipes, wrapping at both ends.
 */
export function Lightbox({ open, onOpenChange, photos, index, onStep, modelName, env, returnFocusTo }: LightboxProps) {
  const total = photos.length;
  const photo = photos[index];
  const swipe = useSwipe(onStep);

  function onKeyDown(event: React.KeyboardEvent) {
    const delta = keyStep(event.key);
    if (delta === null) return;
    // Portaled content still bubbles through the React tree: the inline gallery must not step as well.
    event.stopPropagation();
    event.preventDefault();
    onStep(delta);
  }

  return (
    <Dialog.Root open={open && photo !== undefined} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-black/60 text-[hsl(40_33%_94%)] outline-none data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo();
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <Dialog.Title className="sr-only">Photo viewer</Dialog.Title>
          <Dialog.Description className="sr-only">
            {`Photos of ${modelName}. Use the left and right arrow keys or swipe to move between photos; press Escape to close.`}
          </Dialog.Description>

          <header className="flex items-start justify-between gap-4 px-4 pt-4 pb-2 sm:px-8 sm:pt-6">
            <div className="min-w-0">
              <p className="truncate font-display text-xl sm:text-2xl">
                {modelName}
              </p>
              <p
                className="mt-0.5 text-xs font-medium tracking-[0.2em] text-[hsl(40_33%_94%/0.7)] uppercase tabular-nums"
                role="status"
                aria-live="polite"
                aria-atomic="true"
              >
                {counterLabel(index, total, "of")}
              </p>
            </div>
            <Dialog.Close
              aria-label="Close photo viewer"
              className="flex size-12 shrink-0 items-center justify-center rounded-full border border-white/15 bg-white/5 transition-colors hover:border-gold/70 hover:text-gold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <XIcon aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>

          <div className="relative min-h-0 flex-1 touch-pan-y select-none" {...swipe.handlers}>
            {photo ? <LightboxImage photo={photo} index={index} total={total} modelName={modelName} env={env} /> : null}
            {total > 1 ? (
              <>
                <PhotoStepButton tone="dark" direction="previous" onClick={() => onStep(-1)} className="left-2 sm:left-6" />
                <PhotoStepButton tone="dark" direction="next" onClick={() => onStep(1)} className="right-2 sm:right-6" />
              </>
            ) : null}
          </div>

          <footer className="flex min-h-16 items-center justify-center px-16 py-4 text-center sm:px-24">
            <p className="max-w-2xl text-sm text-[hsl(40_33%_94%/0.85)] sm:text-base">
              {photo?.caption ?? ""}
            </p>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LightboxImage({
  photo,
  index,
  total,
  modelName,
  env,
}: {
  photo: GalleryPhoto;
  index: number;
  total: number;
  modelName: string;
  env: ImageEnvironment;
}) {
  const src = fullPhotoSource(photo, env);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-[hsl(40_33%_94%/0.7)]">
        <ImageOffIcon aria-hidden="true" className="size-8" />
        <p className="text-sm">This photo could not be shown</p>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- access-checked media route
    <img
      key={src}
      src={src}
      alt={photo.caption ? `${modelName} – ${photo.caption}` : `${modelName}, photo ${index + 1} of ${total}`}
      width={600}
      height={800}
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
      className={clsx(
        "absolute inset-0 m-auto size-full object-contain px-2 motion-safe:animate-overlay-in sm:px-20",
        env.mobile && "[animation-duration:100ms]",
      )}
    />
  );
}

