import { ArrowUpRightIcon } from "lucide-react";
import Link from "next/link";
import { paragraphs } from "@/lib/content-rules";
import type { ContentBlock, DistrictOption } from "../queries";
import type { Settled } from "../settle";
import { SectionEmpty, SectionHeading, SectionUnavailable } from "./section-heading";

/** Every district as a link to its landing page (id="districts", the header's Districts link). */
export function DistrictsSection({ districts, content }: { districts: Settled<DistrictOption[]>; content: ContentBlock | undefined }) {
  const [intro] = paragraphs(content?.content);
  return (
    <section aria-labelledby="districts-title" id="districts" className="scroll-mt-24 border-t border-border bg-card/30">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="districts-title" eyebrow="Districts" title={content?.title || "London districts"} subtitle={content?.subtitle} />
        {intro ? <p className="mx-auto mt-6 max-w-2xl text-center leading-relaxed text-muted-foreground">{intro}</p> : null}
        <div className="mt-12">
          {!districts.ok ? (
            <SectionUnavailable>Districts could not be loaded. Please try again shortly.</SectionUnavailable>
          ) : districts.value.length === 0 ? (
            <SectionEmpty>No districts to show at the moment.</SectionEmpty>
          ) : (
            <ul aria-label="Districts" className="grid grid-cols-2 border-t border-l border-border sm:grid-cols-3 lg:grid-cols-4">
              {districts.value.map((district) => (
                <li key={district.slug} className="flex border-r border-b border-border">
                  <Link
                    href={`/escorts-in-${district.slug}`}
                    className="group flex min-h-16 flex-1 items-center justify-between gap-3 px-4 py-3 transition-colors hover:bg-secondary sm:px-5"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-display text-base text-foreground sm:text-lg">{district.name}</span>
                      {district.postcodes.length > 0 ? (
                        <span className="mt-0.5 block truncate text-xs tracking-[0.16em] text-muted-foreground">
                          <span className="sr-only">Postcodes </span>
                          {district.postcodes.slice(0, 2).join(" · ")}
                        </span>
                      ) : null}
                    </span>
                    <ArrowUpRightIcon
                      aria-hidden="true"
                      className="size-4 shrink-0 text-gold/60 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-gold"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
