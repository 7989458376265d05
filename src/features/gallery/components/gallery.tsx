"use client";

import { clsx } from "clsx";
import { ExpandIcon, ImageOffIcon, RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import dynamic from "next/dynamic";
import type * as React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useClientEnvironment } from "@/lib/client/use-client-environment";
import { useTableChange } from "@/lib/client/use-table-change";
import { fetchGallery, GALLERY_MESSAGES, GALLERY_UPDATED_EVENT, galleryErrorMessage } from "../load";
import { counterLabel, indexAfterReload, keyStep, stepIndex, wrapIndex } from "../navigation";
import type { GalleryPhoto } from "../select";
import { photoSource, thumbnailSource, type ImageEnvironment } from "../sources";
import { PhotoStepButton } from "./photo-step-button";
import { useSwipe } from "./use-swipe";

/**
 * The full-screen viewer (and the dialog library under it) is fetched when it
 * is about to be used, not with the scripts the profile needs to show itself
 * (docs/decisions/011-page-weight.md): `preloadLightbox` starts the download
 * when a pointer or keyboard focus reaches the main photo, and the viewer is
 * mounted the first time it opens.
 */
const loadLightbox = () => import("./lightbox");
const Lightbox = dynamic(() => loadLightbox().then((module) => module.Lightbox), { ssr: false });
const preloadLightbox = () => void loadLightbox();

/**
 * Gallery changes made in another tab or on another server instance reach
 * this page through the change feed: a write to model_gallery (a photo
 * added, removed, reordered, re-cropped, its visibility changed) or to
 * models (the access mode decides which photos show) fires `galleryUpdated`,
 * the one event the gallery reloads on. The admin's own tab fires it too,
 * straight after each change. A short delay lets a batch upload's writes
 * collapse into one reload.
 */
const CHANGE_FEED_TABLES = ["model_gallery", "models"] as const;
const CHANGE_FEED_DELAY_MS = 300;
const announceGalleryUpdate = () => window.dispatchEvent(new Event(GALLERY_UPDATED_EVENT));

type LoadState = { status: "loaded" } | { status: "loading" } | { status: "error"; message: string };

export interface GalleryProps {
  modelId: string;
  modelName: string;
  /** The photos the server already filtered for this viewer: restricted ones never reach the browser. */
  initialPhotos: GalleryPhoto[];
  /** The server's guess from the user agent and ?forceMobile, refined in the browser after hydration. */
  serverMobile: boolean;
}

/** "Isabella – Evening in Mayfair", or "Isabella, photo 2 of 5" without a caption. */
export function photoAlt(modelName: string, photo: GalleryPhoto, index: number, total: number): string {
  return photo.caption ? `${modelName} – ${photo.caption}` : `${modelName}, photo ${index + 1} of ${total}`;
}

/**
 * The profile gallery: main image at 3:4 with previous
 * and next, a "n / total" counter, thumbnails, the caption, a full-screen
 * lightbox, wrap-around at both ends, a skeleton while loading, and a reload
 * whenever the window event `galleryUpdated` fires.
 */
export function Gallery({ modelId, modelName, initialPhotos, serverMobile }: GalleryProps) {
  const env = useClientEnvironment(serverMobile);
  // Photos and position change together on a reload, so they live in one state.
  const [gallery, setGallery] = useState({ photos: initialPhotos, index: 0 });
  const [load, setLoad] = useState<LoadState>({ status: "loaded" });
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // Stays true once the viewer has been opened: closing keeps it mounted for its exit and the next open.
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const { photos, index } = gallery;
  const total = photos.length;

  const step = useCallback((delta: number) => {
    setGallery((g) => ({ ...g, index: stepIndex(g.index, delta, g.photos.length) }));
  }, []);
  const select = useCallback((next: number) => {
    setGallery((g) => ({ ...g, index: wrapIndex(next, g.photos.length) }));
  }, []);

  const reload = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoad({ status: "loading" });
    fetchGallery(modelId, { signal: controller.signal }).then(
      (next) => {
        if (controller.signal.aborted) return;
        setGallery((g) => ({ photos: next, index: indexAfterReload(g.photos, g.index, next) }));
        if (next.length === 0) setLightboxOpen(false);
        setLoad({ status: "loaded" });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLightboxOpen(false);
        setLoad({ status: "error", message: galleryErrorMessage(error) });
      },
    );
  }, [modelId]);

  useTableChange(CHANGE_FEED_TABLES, announceGalleryUpdate, CHANGE_FEED_DELAY_MS);

  useEffect(() => {
    window.addEventListener(GALLERY_UPDATED_EVENT, reload);
    return () => {
      window.removeEventListener(GALLERY_UPDATED_EVENT, reload);
      controllerRef.current?.abort();
    };
  }, [reload]);

  const openLightbox = useCallback((opener: HTMLElement) => {
    openerRef.current = opener;
    setLightboxUsed(true);
    setLightboxOpen(true);
  }, []);

  if (load.status === "loading") return <GallerySkeleton mobile={env.mobile} />;
  if (load.status === "error") return <GalleryError message={load.message} mobile={env.mobile} onRetry={reload} />;
  if (total === 0) return <GalleryEmpty modelName={modelName} />;

  const current = photos[index];
  return (
    <section aria-label="Photo gallery" className="flex flex-col gap-3">
      <MainPhoto
        photo={current}
        index={index}
        total={total}
        modelName={modelName}
        env={env}
        onStep={step}
        onOpen={openLightbox}
      />
      {total > 1 ? <Thumbnails photos={photos} index={index} modelName={modelName} env={env} onSelect={select} /> : null}
      {lightboxUsed ? (
        <Lightbox
          open={lightboxOpen}
          onOpenChange={setLightboxOpen}
          photos={photos}
          index={index}
          onStep={step}
          modelName={modelName}
          env={env}
          returnFocusTo={() => openerRef.current}
        />
      ) : null}
    </section>
  );
}

function MainPhoto({
  photo,
  index,
  total,
  modelName,
  env,
  onStep,
  onOpen,
}: {
  photo: GalleryPhoto;
  index: number;
  total: number;
  modelName: string;
  env: ImageEnvironment;
  onStep: (delta: number) => void;
  onOpen: (opener: HTMLElement) => void;
}) {
  const src = photoSource(photo, env);
  // Which URLs finished or failed: a new photo starts in the loading state
  // (skeleton) without remounting the controls, so keyboard focus stays put.
  const [settled, setSettled] = useState<{ src: string; ok: boolean } | null>(null);
  const state = !src ? "failed" : settled?.src !== src ? "loading" : settled.ok ? "loaded" : "failed";
  // The photo in the server's HTML is shown as soon as it paints, over the
  // skeleton, rather than faded in once scripts have run: it is the page's
  // largest paint. Photos chosen later fade in when they have loaded.
  const [firstSrc] = useState(src);
  const visible = state === "loaded" || (state === "loading" && src === firstSrc);
  const swipe = useSwipe(onStep);
  // An image already in the cache may finish before React attaches onLoad (hydration).
  const checkComplete = useCallback((img: HTMLImageElement | null) => {
    const url = img?.getAttribute("src");
    if (img && url && img.complete && img.naturalWidth > 0) setSettled({ src: url, ok: true });
  }, []);
  const multiple = total > 1;

  function onKeyDown(event: React.KeyboardEvent) {
    const delta = keyStep(event.key);
    if (delta === null || !multiple) return;
    event.preventDefault();
    onStep(delta);
  }

  return (
    // The arrow keys move through the photos while focus is on any of the gallery's controls.
    <figure
      className="flex flex-col gap-3"
      aria-roledescription="carousel"
      aria-label={`Photos of ${modelName}`}
      onKeyDown={onKeyDown}
    >
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg border border-border bg-muted">
        {state !== "loaded" ? <PhotoPlaceholder failed={state === "failed"} /> : null}
        <button
          type="button"
          className="group absolute inset-0 block size-full cursor-zoom-in touch-pan-y focus-visible:outline-none"
          aria-label={`View photo ${index + 1} of ${total} full screen`}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (swipe.consumeSwipe()) return;
            onOpen(event.currentTarget);
          }}
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          {...swipe.handlers}
        >
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- files come from the access-checked media route, not the optimiser
            <img
              key={src}
              ref={checkComplete}
              src={src}
              alt={photoAlt(modelName, photo, index, total)}
              width={600}
              height={800}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
              draggable={false}
              onLoad={() => setSettled({ src, ok: true })}
              onError={() => setSettled({ src, ok: false })}
              data-visibility={photo.visibility}
              className={clsx(
                "size-full object-cover transition-[opacity,transform] ease-out select-none group-hover:scale-[1.015]",
                // The mobile gallery transition is 0.1 s.
                env.mobile ? "duration-100" : "duration-500",
                visible ? "opacity-100" : "opacity-0",
              )}
            />
          ) : null}
          {/*
            The focus ring is drawn over the photo: a ring on the button itself
            is an inset shadow, which the browser paints beneath the image.
          */}
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 rounded-lg opacity-0 ring-2 ring-ring ring-inset group-focus-visible:opacity-100"
          />
          <span
            aria-hidden="true"
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-background/70 text-foreground opacity-0 backdrop-blur-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 max-md:hidden"
          >
            <ExpandIcon className="size-4" />
          </span>
        </button>

        {multiple ? (
          <>
            <PhotoStepButton tone="page" direction="previous" onClick={() => onStep(-1)} className="left-2" />
            <PhotoStepButton tone="page" direction="next" onClick={() => onStep(1)} className="right-2" />
          </>
        ) : null}
        <p
          className="pointer-events-none absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-background/75 px-3 py-1 text-xs font-medium tracking-[0.18em] text-foreground tabular-nums backdrop-blur-sm"
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {counterLabel(index, total)}
        </p>
      </div>
      <figcaption className="min-h-6 px-0.5 text-sm text-muted-foreground">
        {photo.caption || <span className="sr-only">{`Photo ${index + 1} of ${total}`}</span>}
      </figcaption>
    </figure>
  );
}

function Thumbnails({
  photos,
  index,
  modelName,
  env,
  onSelect,
}: {
  photos: GalleryPhoto[];
  index: number;
  modelName: string;
  env: ImageEnvironment;
  onSelect: (index: number) => void;
}) {
  return (
    <ul aria-label={`Choose a photo of ${modelName}`} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:thin]">
      {photos.map((photo, i) => {
        const source = thumbnailSource(photo, env);
        const active = i === index;
        return (
          <li key={photo.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-label={`Show photo ${i + 1} of ${photos.length}${photo.caption ? `: ${photo.caption}` : ""}`}
              aria-current={active ? "true" : undefined}
              className={clsx(
                // 64 px squares: Tailwind's 16 units.
                "relative block size-16 overflow-hidden rounded-md border bg-muted transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
                active ? "border-gold ring-1 ring-gold" : "border-border opacity-70 hover:opacity-100",
              )}
            >
              {source ? (
                // eslint-disable-next-line @next/next/no-img-element -- access-checked media route
                <img
                  src={source.src}
                  srcSet={source.srcSet}
                  sizes={source.srcSet ? "64px" : undefined}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  data-visibility={photo.visibility}
                  className="size-full object-cover"
                />
              ) : (
                <ImageOffIcon aria-hidden="true" className="m-auto size-5 text-muted-foreground" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function PhotoPlaceholder({ failed }: { failed: boolean }) {
  if (failed) {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
        <ImageOffIcon aria-hidden="true" className="size-8" />
        <p className="text-sm">This photo could not be shown</p>
      </div>
    );
  }
  return <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-gradient-to-b from-muted to-secondary" />;
}

/** Shown while the gallery reloads: the same shapes as the gallery, so nothing jumps. */
function GallerySkeleton({ mobile }: { mobile: boolean }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <div className="relative aspect-[3/4] animate-pulse overflow-hidden rounded-lg border border-border bg-gradient-to-b from-muted to-secondary">
        <p
          role="status"
          className={clsx(
            "absolute inset-x-0 bottom-6 text-center text-sm tracking-wide text-muted-foreground",
            !mobile && "sr-only",
          )}
        >
          {GALLERY_MESSAGES.loading}
        </p>
      </div>
      <div className="h-6" />
      <div aria-hidden="true" className="flex gap-2 py-1">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="size-16 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
    </div>
  );
}

function GalleryError({ message, mobile, onRetry }: { message: string; mobile: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex aspect-[3/4] flex-col items-center justify-center gap-4 rounded-lg border border-destructive/40 bg-card px-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full border border-destructive/40 text-destructive">
        <TriangleAlertIcon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="font-display text-2xl">{GALLERY_MESSAGES.panelTitle}</h2>
      <p className="text-muted-foreground">{message}</p>
      {mobile ? <p className="text-sm text-muted-foreground">{GALLERY_MESSAGES.mobileHint}</p> : null}
      <button type="button" className={buttonVariants({ variant: "outline", size: null, className: "mt-2 h-12 px-5 py-2" })} onClick={onRetry}>
        <RefreshCwIcon aria-hidden="true" />
        Try again
      </button>
    </div>
  );
}

function GalleryEmpty({ modelName }: { modelName: string }) {
  return (
    <div
      className="flex aspect-[3/4] flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 text-center text-muted-foreground"
    >
      <ImageOffIcon aria-hidden="true" className="size-8" />
      <p>No photos of {modelName} are available yet.</p>
    </div>
  );
}
