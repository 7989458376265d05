import { NewspaperIcon } from "lucide-react";
import { PageHero } from "@/components/site/page-hero";
import { JsonLd } from "@/features/seo/components/json-ld";
import { BLOG_DESCRIPTION, BLOG_TITLE, type BlogIndexView } from "../view";
import { LeadPostCard, PostCard } from "./post-card";

/** Two columns when three would leave a lone card on the last row. */
function gridColumns(count: number): string {
  return count <= 2 || count === 4 ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3";
}

/** /blog: the lead story (featured first, then newest), then the rest in a grid. */
export function BlogIndex({ view }: { view: BlogIndexView }) {
  const [lead, ...rest] = view.posts;
  return (
    <>
      {view.jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PageHero crumbs={view.crumbs} eyebrow="Notes from London" title={BLOG_TITLE} lede={<p>{BLOG_DESCRIPTION}</p>} />

      <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {lead ? (
          <>
            <LeadPostCard post={lead} />
            {rest.length > 0 ? (
              <section aria-labelledby="more-articles" className="mt-16 sm:mt-20">
                <h2 id="more-articles" className="eyebrow">
                  More articles
                </h2>
                <div aria-hidden="true" className="gold-rule mt-4 w-full opacity-50" />
                <ul className={`mt-10 grid gap-6 ${gridColumns(rest.length)}`}>
                  {rest.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-lg border border-dashed border-border bg-card/50 px-6 py-16 text-center">
            <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full border border-gold/40 text-gold">
              <NewspaperIcon className="size-5" />
            </span>
            <h2 className="mt-5 font-display text-2xl text-foreground">No articles yet</h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              Our first notes on London&rsquo;s restaurants, hotels and evenings out will appear here soon.
            </p>
          </div>
        )}
      </div>
    </>
  );
}
