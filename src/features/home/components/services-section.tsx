import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { Banner } from "@/features/banners/queries";
import { paragraphs, safeLinkHref } from "@/lib/content-rules";
import type { ContentBlock } from "../queries";
import { BannerFigure } from "./banner-image";
import { SectionHeading } from "./section-heading";

/** Occasions we arrange companionship for: services_main_title, its banner, and one card per services_* block. */
export function ServicesSection({
  banner,
  main,
  services,
}: {
  banner: Banner | undefined;
  main: ContentBlock | undefined;
  services: ContentBlock[];
}) {
  if (!banner && !main && services.length === 0) return null;
  const href = safeLinkHref(main?.buttonUrl);
  return (
    <section aria-labelledby="services-title" id="services" className="scroll-mt-24">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="grid items-end gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <div>
            <SectionHeading id="services-title" eyebrow="Services" title={main?.title || "Services"} subtitle={main?.subtitle} align="left" />
            <div className="mt-6 space-y-4 leading-relaxed text-muted-foreground">
              {paragraphs(main?.content).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
            {main?.buttonText && href ? (
              <Button asChild size="lg" className="mt-8 h-12 w-full tracking-[0.12em] uppercase sm:w-auto">
                <Link href={href}>
                  {main.buttonText}
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </div>
          {banner ? <BannerFigure banner={banner} sizes="(min-width: 1024px) 46rem, 100vw" className="aspect-[16/10]" /> : null}
        </div>
        {services.length > 0 ? (
          <ol
            className={
              // The last card widens to fill its row, so no empty cell shows between the hairlines.
              "mt-14 grid gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-2 lg:grid-cols-3 sm:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(3n+1)]:col-span-3 lg:[&>li:last-child:nth-child(3n+2)]:col-span-2"
            }
          >
            {services.map((block, index) => (
              <li key={block.section} className="flex flex-col bg-background p-7 sm:p-8">
                <span aria-hidden="true" className="font-display text-sm text-gold">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-3 font-display text-xl text-foreground sm:text-2xl">{block.title}</h3>
                <div className="mt-4 space-y-3 text-sm leading-relaxed text-muted-foreground">
                  {paragraphs(block.content).map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
