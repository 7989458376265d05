import { paragraphs } from "@/lib/content-rules";
import type { ContentBlock, DistrictOption } from "../queries";
import type { Settled } from "../settle";
import { toDistrictLinkView } from "../district-view";
import { DistrictLinks } from "./district-links";
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
            <DistrictLinks districts={districts.value.map(toDistrictLinkView)} />
          )}
        </div>
      </div>
    </section>
  );
}
