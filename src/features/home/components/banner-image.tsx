import type { Banner } from "@/features/banners/queries";
import { cn } from "@/lib/utils";

/** A section banner: the image with its caption laid over the lower edge. Lazy: it is below the fold. */
export function BannerFigure({
  banner,
  sizes,
  className,
  imageClassName,
}: {
  banner: Banner;
  sizes: string;
  className?: string;
  imageClassName?: string;
}) {
  if (!banner.image) return null;
  return (
    <figure className={cn("relative m-0 overflow-hidden rounded-lg border border-border bg-muted", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- brand images come from the media route, not the optimiser */}
      <img
        src={banner.image.src}
        srcSet={banner.image.srcSet || undefined}
        sizes={sizes}
        alt={banner.altText || banner.caption}
        width={banner.image.width}
        height={banner.image.height}
        loading="lazy"
        decoding="async"
        className={cn("size-full object-cover", imageClassName)}
      />
      {banner.caption ? (
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-background/95 via-background/60 to-transparent px-5 pt-16 pb-5 font-display-italic text-lg text-foreground italic sm:text-xl">
          {banner.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
