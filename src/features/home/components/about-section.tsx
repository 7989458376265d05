import type { Banner } from "@/features/banners/queries";
import { paragraphs } from "@/lib/content-rules";
import type { ContentBlock } from "../queries";
import { BannerFigure } from "./banner-image";
import { SectionHeading } from "./section-heading";

/** About Velvet: the about banner beside about_intro, then mission and values. Left out when none exist. */
export function AboutSection({
  banner,
  intro,
  pillars,
}: {
  banner: Banner | undefined;
  intro: ContentBlock | undefined;
  pillars: ContentBlock[];
}) {
  if (!banner && !intro && pillars.length === 0) return null;
  return (
    <section aria-labelledby="about-title" id="about" className="scroll-mt-24 border-t border-border bg-card/30">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          {banner ? <BannerFigure banner={banner} sizes="(min-width: 1024px) 40rem, 100vw" className="aspect-[4/3] lg:aspect-[5/4]" /> : null}
          <div className={banner ? undefined : "lg:col-span-2"}>
            <SectionHeading id="about-title" eyebrow="About" title={intro?.title || "About us"} subtitle={intro?.subtitle} align="left" />
            <div className="mt-6 space-y-4 leading-relaxed text-muted-foreground">
              {paragraphs(intro?.content).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </div>
        </div>
        {pillars.length > 0 ? (
          <ul className="mt-14 grid gap-5 md:grid-cols-2">
            {pillars.map((block) => (
              <li key={block.section} className="rounded-lg border border-border bg-card p-7 sm:p-8">
                <div aria-hidden="true" className="mb-5 h-px w-10 bg-gold/60" />
                <h3 className="font-display text-2xl text-foreground">{block.title}</h3>
                {block.subtitle ? <p className="mt-1 text-sm tracking-[0.14em] text-gold uppercase">{block.subtitle}</p> : null}
                <div className="mt-5 space-y-3 text-sm leading-relaxed text-muted-foreground sm:text-base">
                  {paragraphs(block.content).map((text, index) => (
                    <p key={index}>{text}</p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
