"use client";

import { clsx } from "clsx";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type * as React from "react";
import type { ResponsiveImage } from "@/features/media/responsive-image";

export interface HeroSlide {
  id: string;
  image: ResponsiveImage | null;
  alt: string;
  /** Shown over the image; null when it would repeat the heading. */
  caption: string | null;
}

/**
 * The hero's images behind its text. One image: a still. Several: a
 * horizontally scroll-snapping track (swipe, trackpad, arrow keys once
 * focused) with previous/next buttons and one dot per slide; no autoplay.
 * Without JavaScript the track still scrolls; the buttons need it.
 */
export function HeroStage({ slides, children }: { slides: HeroSlide[]; children: React.ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const several = slides.length > 1;

  useEffect(() => {
    const element = track.current;
    if (!element || !several) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, [several]);

  const show = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element) return;
      const wrapped = (index + slides.length) % slides.length;
      element.scrollTo({ left: wrapped * element.clientWidth, behavior: "smooth" });
    },
    [slides.length],
  );

  return (
    <>
      <div
        ref={track}
        role={several ? "region" : undefined}
        aria-roledescription={several ? "carousel" : undefined}
        aria-label={several ? "Featured images" : undefined}
        tabIndex={several ? 0 : undefined}
        className="absolute inset-0 -z-10 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-offset-[-6px] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          // The slide role sits on a div: ARIA does not allow role="group" on <figure>.
          <div
            key={slide.id}
            role={several ? "group" : undefined}
            aria-roledescription={several ? "slide" : undefined}
            aria-label={several ? `${index + 1} of ${slides.length}` : undefined}
            className="h-full w-full shrink-0 snap-start"
          >
          <figure className="relative m-0 h-full w-full">
            {slide.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- brand images come from the media route, not the optimiser
              <img
                src={slide.image.src}
                srcSet={slide.image.srcSet || undefined}
                sizes="100vw"
                alt={slide.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                decoding={index === 0 ? "sync" : "async"}
                className="size-full object-cover"
              />
            ) : null}
            {slide.caption ? (
              <figcaption className="absolute top-5 left-4 max-w-[70%] text-[0.6875rem] font-medium tracking-[0.22em] text-champagne/90 uppercase sm:left-6 lg:top-auto lg:right-8 lg:bottom-10 lg:left-auto lg:max-w-xs lg:text-right">
                {slide.caption}
              </figcaption>
            ) : null}
          </figure>
          </div>
        ))}
      </div>
      <div className="pointer-events-none relative">
        {children}
        {several ? (
          <div className="pointer-events-auto mx-auto flex max-w-7xl items-center gap-3 px-4 pb-10 sm:px-6 lg:px-8">
            <SlideButton label="Previous image" onClick={() => show(current - 1)}>
              <ChevronLeftIcon className="size-5" aria-hidden="true" />
            </SlideButton>
            <ol className="flex items-center">
              {slides.map((slide, index) => (
                <li key={slide.id}>
                  <button
                    type="button"
                    onClick={() => show(index)}
                    aria-label={`Show image ${index + 1} of ${slides.length}`}
                    aria-current={index === current ? "true" : undefined}
                    className="group inline-flex size-11 items-center justify-center rounded-full"
                  >
                    <span
                      className={clsx(
                        "block h-0.5 rounded-full transition-all duration-300",
                        index === current ? "w-8 bg-gold" : "w-4 bg-champagne/40 group-hover:bg-champagne/80",
                      )}
                    />
                  </button>
                </li>
              ))}
            </ol>
            <SlideButton label="Next image" onClick={() => show(current + 1)}>
              <ChevronRightIcon className="size-5" aria-hidden="true" />
            </SlideButton>
          </div>
        ) : null}
      </div>
    </>
  );
}

function SlideButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full border border-champagne/40 bg-background/40 text-champagne backdrop-blur-sm transition-colors hover:border-gold hover:text-gold"
    >
      {children}
    </button>
  );
}
