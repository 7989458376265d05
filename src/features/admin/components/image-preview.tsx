"use client";

import { ImageIcon, ImageOffIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

/**
 * A preview of an admin-entered image. A preview
 * that fails to load falls back to a placeholder (here with the reason,
 * 'The image could not be loaded'), and an empty address shows an empty frame.
 * Plain <img>: addresses may be external, and the optimiser is not allowed
 * to fetch them.
 */
export function ImagePreview({
  src,
  alt,
  emptyText,
  failedText,
  className,
}: {
  src: string;
  alt: string;
  emptyText: string;
  failedText: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;
  return (
    <div className={cn("relative overflow-hidden rounded-md border border-border bg-muted", className)}>
      {src && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- admin-entered URLs, never through the optimiser
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        <div
          className="flex size-full flex-col items-center justify-center gap-2 bg-[repeating-linear-gradient(135deg,hsl(var(--champagne)/0.04)_0_1px,transparent_1px_12px)] p-4 text-center text-xs text-muted-foreground"
        >
          {failed ? <ImageOffIcon className="size-6" aria-hidden="true" /> : <ImageIcon className="size-6" aria-hidden="true" />}
          <span role={failed ? "status" : undefined}>{failed ? failedText : emptyText}</span>
        </div>
      )}
    </div>
  );
}
