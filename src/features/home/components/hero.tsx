import { ArrowRightIcon, TriangleAlertIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { BannerResult } from "@/features/banners/queries";
import { safeLinkHref } from "@/lib/content-rules";
import type { ContentBlock } from "../queries";
import { HeroStage, type HeroSlide } from "./hero-stage";

/**
 * The first screen: the hero banners for this device behind the
 * homepage_hero_main heading, subtitle and button. A failed banner read
 * leaves the text on a plain backdrop with an inline notice.
 */
export function HomeHero({
  banners,
  content,
  brandName,
}: {
  banners: BannerResult;
  content: ContentBlock | undefined;
  brandName: string;
}) {
  const list = banners.ok ? banners.banners : [];
  const title = content?.title || list[0]?.caption || brandName;
  const slides: HeroSlide[] = list.map((banner) => ({
    id: banner.id,
    image: banner.image,
    alt: banner.altText || banner.caption,
    caption: sameText(banner.caption, title) ? null : banner.caption || null,
  }));
  const href = safeLinkHref(content?.buttonUrl);
  const buttonText = content?.buttonText?.trim();

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-border bg-background">
      {slides.length === 0 ? <PlainBackdrop /> : null}
      <HeroStage slides={slides}>
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-[5] bg-gradient-to-t from-background from-15% via-background/70 via-50% to-background/0 lg:bg-[linear-gradient(90deg,hsl(var(--background)/0.92)_0%,hsl(var(--background)/0.55)_45%,transparent_75%),linear-gradient(0deg,hsl(var(--background))_0%,transparent_35%)]"
        />
        <div className="mx-auto flex min-h-[min(80svh,46rem)] max-w-7xl flex-col justify-end px-4 pt-28 pb-10 sm:px-6 lg:min-h-[min(86svh,52rem)] lg:px-8 lg:pb-16">
          <div className="max-w-2xl">
            {/* No entrance animation: text that starts transparent delays the first and largest paint. */}
            <p className="eyebrow">{brandName}</p>
            <h1
              id="hero-title"
              className="mt-5 font-display text-[2.5rem] leading-[1.06] text-foreground sm:text-6xl lg:text-7xl"
            >
              {title}
            </h1>
            {content?.subtitle ? (
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-champagne sm:text-xl">
                {content.subtitle}
              </p>
            ) : null}
            {buttonText ? (
              <div className="pointer-events-auto mt-10">
                {href ? (
                  <Button asChild size="lg" className="h-14 w-full px-10 tracking-[0.14em] uppercase shadow-lg shadow-black/30 sm:w-auto">
                    <Link href={href}>
                      {buttonText}
                      <ArrowRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                ) : (
                  <span className="text-sm tracking-[0.14em] text-champagne uppercase">{buttonText}</span>
                )}
              </div>
            ) : null}
            {banners.ok ? null : (
              <p
                role="status"
                className="pointer-events-auto mt-8 inline-flex items-center gap-2 rounded-md border border-destructive/60 bg-destructive/15 px-4 py-3 text-sm text-foreground"
              >
                <TriangleAlertIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
                {banners.message}
              </p>
            )}
          </div>
        </div>
      </HeroStage>
    </section>
  );
}

function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, " ").trim().toLowerCase();
  return norm(a) === norm(b);
}

/** The backdrop when there is no banner image to show. */
function PlainBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(55%_60%_at_50%_-5%,hsl(var(--gold)/0.16),transparent_70%)]" />
      <div className="absolute inset-0 bg-[radial-gradient(45%_55%_at_0%_100%,hsl(var(--accent)/0.55),transparent_70%)]" />
      <div className="absolute inset-0 bg-[repeating-linear-gradient(135deg,hsl(var(--champagne)/0.025)_0_1px,transparent_1px_14px)]" />
    </div>
  );
}
