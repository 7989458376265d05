import { SparklesIcon } from "lucide-react";
import { JsonLd } from "@/features/seo/components/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { RichText } from "@/components/site/prose";
import { categoryPath } from "../paths";
import type { CategoryView } from "../view";
import { JoinCard } from "./join-card";
import { LinkChips } from "./link-chips";
import { ModelsSection, SeeCompanionsLink } from "./models-section";

/** A category landing page: hero, the companions in it, the long copy and related categories. */
export function CategoryLanding({ view, signedIn }: { view: CategoryView; signedIn: boolean }) {
  const { category, cards, related, crumbs, path } = view;
  return (
    <>
      {view.jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PageHero
        crumbs={crumbs}
        eyebrow="Category"
        title={category.name}
        lede={category.description ? <p>{category.description}</p> : null}
      >
        {cards.total > 0 ? <SeeCompanionsLink /> : null}
      </PageHero>

      <ModelsSection
        title={/london/i.test(category.name) ? category.name : `${category.name} in London`}
        cards={cards}
        basePath={path}
        emptyText="No companions are listed in this category at the moment. New profiles are added every week."
      />

      <section aria-label={`About ${category.name}`} className="border-t border-border bg-card/30">
        <div className="mx-auto grid w-full max-w-7xl gap-14 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20 lg:px-8 lg:py-24">
          <div className="min-w-0">
            <RichText html={category.content} />
          </div>
          <aside className="flex flex-col gap-10 lg:sticky lg:top-28 lg:self-start">
            <LinkChips
              title="Related categories"
              icon={<SparklesIcon aria-hidden="true" className="size-3.5" />}
              links={related.map((c) => ({ href: categoryPath(c.slug), label: c.name }))}
            />
            {view.showJoin ? <JoinCard signedIn={signedIn} /> : null}
          </aside>
        </div>
      </section>
    </>
  );
}
