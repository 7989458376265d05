import type { Banner } from "@/features/banners/queries";

/** The features banners as a full-width band, caption set large over the image. */
export function FeaturesBand({ banners }: { banners: Banner[] }) {
  const shown = banners.filter((banner) => banner.image);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Why members choose us" className="border-y border-border">
      {shown.map((banner) => (
        <figure key={banner.id} className="relative isolate m-0 flex min-h-[22rem] items-center overflow-hidden sm:min-h-[28rem]">
          {/* eslint-disable-next-line @next/next/no-img-element -- brand images come from the media route, not the optimiser */}
          <img
            src={banner.image!.src}
            srcSet={banner.image!.srcSet || undefined}
            sizes="100vw"
            alt={banner.altText || banner.caption}
            width={banner.image!.width}
            height={banner.image!.height}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-background/65" />
          {banner.caption ? (
            <figcaption className="mx-auto max-w-4xl px-6 text-center">
              <span aria-hidden="true" className="mx-auto mb-6 block h-px w-16 bg-gold/80" />
              <span className="font-display-italic text-3xl leading-tight text-foreground italic sm:text-5xl">{banner.caption}</span>
            </figcaption>
          ) : null}
        </figure>
      ))}
    </section>
  );
}
