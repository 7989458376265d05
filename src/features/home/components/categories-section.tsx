import { CategoryTiles } from "@/features/preference-categories/components/category-tiles";
import { CATEGORIES_LOAD_FAILED, type PreferenceTile } from "@/features/preference-categories/types";
import { paragraphs } from "@/lib/content-rules";
import type { ContentBlock } from "../queries";
import type { Settled } from "../settle";
import { SectionHeading, SectionUnavailable } from "./section-heading";

/** "Browse by preference" tiles (id="categories", the header's Categories link). */
export function CategoriesSection({ tiles, content }: { tiles: Settled<PreferenceTile[]>; content: ContentBlock | undefined }) {
  const [intro] = paragraphs(content?.content);
  return (
    <section aria-labelledby="categories-title" id="categories" className="scroll-mt-24">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="categories-title"
          eyebrow="Categories"
          title={content?.title || "Browse by preference"}
          subtitle={content?.subtitle}
        />
        {intro ? <p className="mx-auto mt-6 max-w-2xl text-center leading-relaxed text-muted-foreground">{intro}</p> : null}
        <div className="mt-12">
          {tiles.ok ? (
            <CategoryTiles initialTiles={tiles.value} />
          ) : (
            <SectionUnavailable>{CATEGORIES_LOAD_FAILED}</SectionUnavailable>
          )}
        </div>
      </div>
    </section>
  );
}
